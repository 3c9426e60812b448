/// A screen's safe-area insets in points: the status bar or notch at the top, the home
/// indicator at the bottom, the sensor housing at the sides in landscape.
public struct SafeAreaInsets: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
