extension SyntaxTree {
  /// The member named `name`, the last one when the key repeats: with duplicated keys the last
  /// occurrence is the one the model and the schema check use (as JSON readers do).
  package func lastMember(named name: String, in object: NodeID) -> NodeID? {
    var found: NodeID?
    for entry in members(of: object) where stringValue(key(of: entry)) == name {
      found = entry
    }
    return found
  }
}
