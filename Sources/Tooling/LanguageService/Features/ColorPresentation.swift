/// One way to write a colour picked in the editor: the label shown and the edit that writes
/// it.
public struct ColorPresentation: Hashable, Sendable {
  public var label: String
  public var edit: TextEdit

  public init(label: String, edit: TextEdit) {
    self.label = label
    self.edit = edit
  }
}
