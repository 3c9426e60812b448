extension HeaderEnvironment {
  /// The user interface layout direction: in `rtl`, leading and trailing swap and frames mirror.
  public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case ltr, rtl
  }
}
