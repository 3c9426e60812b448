/// The interface orientation an environment describes.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
  case portrait, landscape
}
