import HeaderGeometry

/// What of an environment a spec's layout reads, for the checks of a `supports` matrix, which
/// check environments that lay the spec out alike once.
extension HeaderSpec {
  /// Whether this spec's layout (its bar's heights, its subviews' frames, and so every
  /// problem but the text-fit check's) reads the environment's content size: a `largeTitle`
  /// bar's height does, and so does a label with a text style whose size comes from its text
  /// (`HeaderSpec.Subview.contentSize(width:)`), which its first keyframe reads unless it gives a frame,
  /// or a width and a height. Otherwise a content size changes only the font sizes of labels
  /// with text styles. O(subviews).
  public var layoutReadsContentSize: Bool {
    behavior.kind == .largeTitle
      || subviews.contains { subview in
        guard case .label(let label) = subview.kind, label.textStyle != nil else { return false }
        guard let first = subview.keyframes.first else { return false }
        return first.frame == nil && (first.width == nil || first.height == nil)
      }
  }

  /// `environment` as far as this spec's layout reads it: at the `.large` content size unless
  /// the spec `layoutReadsContentSize`. Two environments with equal answers give the same
  /// layout and the same problems but text-fit ones (`TextFrame.textFitProblems(fontSize:)`);
  /// a property test checks it on every example. Keep it in step with `adapted(to:)`.
  public func layoutEnvironment(_ environment: HeaderEnvironment) -> HeaderEnvironment {
    guard !layoutReadsContentSize else { return environment }
    var layout = environment
    layout.contentSize = .large
    return layout
  }
}
