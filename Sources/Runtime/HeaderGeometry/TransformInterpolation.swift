/// How a subview's transform is interpolated between two keyframes
/// (Schemas/FORMAT.md#keyframes).
public enum TransformInterpolation: String, Hashable, Sendable, CaseIterable {
  /// Component by component on the matrix, as BLKFlexibleHeightBar does (the default).
  case matrix
  /// Part by part (`TransformParts`), then composed: a scale and a `scaledTranslate` that
  /// change together give the translation their product, as the uptech avatar's
  /// `.scaledBy(...).translatedBy(...)` does at every progress. A keyframe whose transform is a
  /// matrix interpolates as `matrix` with its neighbours.
  case parts
}
