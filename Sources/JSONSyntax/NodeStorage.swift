/// The memory of a node arena: owns `capacity` records at `base`, freed with the last
/// reference. Pages of the capacity that are never written are never faulted in, so reserving
/// generously costs address space, not memory.
///
/// `@unchecked Sendable`: the records are written only by the parser that fills them, before
/// any tree shares them.
@usableFromInline
final class NodeStorage: @unchecked Sendable {
  let base: UnsafeMutablePointer<NodeRecord>
  let capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 1)
    base = UnsafeMutablePointer<NodeRecord>.allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }
}
