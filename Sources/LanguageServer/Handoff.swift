/// A value passed to a closure that runs on another queue, to be taken out there exactly once,
/// so that the taker holds the only reference to it. A closure's captures cannot be moved out
/// of; a value taken from a handoff can (so that a large document is freed on the queue that
/// takes it, not on the server's).
final class Handoff<Value>: @unchecked Sendable {
  private var value: Value?

  init(_ value: Value?) { self.value = value }

  /// The value, leaving nil behind.
  func take() -> Value? {
    defer { value = nil }
    return value
  }
}
