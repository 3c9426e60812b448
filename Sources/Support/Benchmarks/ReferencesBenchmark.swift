import HeaderGeometry
import LanguageService

/// A chain of 10,000 references (each subview's leading edge at the next one's trailing edge)
/// and a cycle of 10,000: prints the best of five times to resolve the chain, to lay it all out
/// at one progress, to find its problems, and to find the cycle's (reported once).
func runReferencesBenchmark(arguments: [String]) {
  let count = arguments.first.flatMap { Int($0) } ?? 10_000
  func anchor(leading: HeaderSpec.Anchor.Value?, top: HeaderSpec.Anchor.Value?) -> HeaderSpec.Anchor
  {
    var anchor = HeaderSpec.Anchor()
    anchor.leading = leading
    anchor.top = top
    return anchor
  }
  func reference(_ id: String, _ edge: AnchorEdge, _ offset: Double = 0) -> HeaderSpec.Anchor.Value
  {
    .reference(AnchorReference(target: id, edge: edge, offset: offset))
  }
  var chain = (0..<count - 1).map { i in
    HeaderSpec.Subview(
      id: "v\(i)",
      keyframes: [
        Keyframe(
          progress: 0, size: Size(width: 1, height: 1),
          anchor: anchor(leading: reference("v\(i + 1)", .trailing, 1), top: .margin(0)))
      ])
  }
  chain.append(
    HeaderSpec.Subview(
      id: "v\(count - 1)",
      keyframes: [Keyframe(progress: 0, frame: Rect(x: 0, y: 0, width: 1, height: 1))]))
  let cycle = (0..<count).map { i in
    HeaderSpec.Subview(
      id: "v\(i)",
      keyframes: [
        Keyframe(
          progress: 0, size: Size(width: 1, height: 1),
          anchor: anchor(leading: .margin(0), top: reference("v\((i + 1) % count)", .bottom)))
      ])
  }
  let bar = Bar(maxHeight: 100, minHeight: 50)
  let chainSpec = HeaderSpec(bar: bar, behavior: Behavior(kind: .fixed), subviews: chain)
  let cycleSpec = HeaderSpec(bar: bar, behavior: Behavior(kind: .fixed), subviews: cycle)
  let header = ResolvedHeader(chainSpec)
  var checksum = 0.0
  let resolve = best { _ = ResolvedHeader(chainSpec) }
  let layout = best { checksum += header.layouts(at: 0.5)[0].center.x }
  let problems = best { checksum += Double(header.problems.count) }
  var cycles = 0
  let cycleTime = best { cycles = ResolvedHeader(cycleSpec).problems.count }
  print(
    "references: chain of \(count): resolve \(resolve) ms, lay out \(layout) ms, problems "
      + "\(problems) ms; cycle of \(count): resolve and problems \(cycleTime) ms, \(cycles) "
      + "problem(s) (checksum \(checksum))")
}

/// The best of five runs of `body`, in milliseconds (one decimal).
private func best(_ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  var fastest = Duration.seconds(1_000)
  for _ in 0..<5 { fastest = min(fastest, clock.measure(body)) }
  let ms =
    Double(fastest.components.seconds) * 1e3 + Double(fastest.components.attoseconds) / 1e15
  return (ms * 10).rounded() / 10
}
