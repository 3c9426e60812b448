// MARK: - The stack of open constructs

extension Parser {
  /// Makes `frame` the innermost open construct, keeping the one it replaces in `outer`.
  mutating func push(_ frame: Frame) {
    if frameCount > 0 { outer.append(top) }
    top = frame
    frameCount += 1
  }

  /// Removes the innermost open construct and returns it.
  @discardableResult
  mutating func pop() -> Frame {
    let frame = top
    frameCount -= 1
    if frameCount > 0 { top = outer.removeLast() }
    return frame
  }
}
