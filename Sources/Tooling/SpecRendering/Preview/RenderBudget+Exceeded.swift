extension RenderBudget {
  /// A preview or diff refused by its budget; `message` names the bound and the figure
  /// ("the HTML page would lay out 8,000 subviews x 8 environments x 201 samples = 12,864,000
  /// layouts; a preview lays out at most 1,000,000").
  public struct Exceeded: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
  }
}
