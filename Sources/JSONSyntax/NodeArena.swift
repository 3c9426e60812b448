/// The node records of one `SyntaxTree`: `count` records at `base`, in `storage`, which keeps
/// them alive. The parser fills them through the pointer, with no uniqueness or capacity check
/// per node as an `Array` append would make; reads check the index as an `Array` would.
/// `@unchecked Sendable` for the pointer: nothing writes through it once a tree holds it.
@usableFromInline
struct NodeArena: @unchecked Sendable {
  @usableFromInline let storage: NodeStorage
  @usableFromInline let base: UnsafeMutablePointer<NodeRecord>
  /// The number of records in use.
  @usableFromInline let count: Int

  init(storage: NodeStorage, count: Int) {
    self.storage = storage
    self.base = storage.base
    self.count = count
  }

  /// The record at `index`; traps unless `0 <= index < count`.
  @inlinable
  subscript(index: Int) -> NodeRecord {
    precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "node index out of range")
    return base[index]
  }
}
