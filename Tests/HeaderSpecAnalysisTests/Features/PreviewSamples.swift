import HeaderGeometry
import SpecAnalysis

/// What the preview shows of a spec, as numbers to compare: at each sampled progress in each
/// environment, the bar's height and each subview's on-screen frame, alpha, visibility and
/// transform (Schemas/FORMAT.md#layout).
struct PreviewSamples {
  /// One subview at one progress.
  struct Entry: CustomStringConvertible {
    var id: String
    var frame: Rect
    var alpha: Double
    var hidden: Bool
    var transform: HeaderAffineTransform

    var description: String {
      let f = frame
      let t = transform
      return "\(id) [\(f.x), \(f.y), \(f.width), \(f.height)] alpha \(alpha) hidden \(hidden) "
        + "[\(t.a), \(t.b), \(t.c), \(t.d), \(t.tx), \(t.ty)]"
    }
  }

  /// One sample: where it was taken, the bar's height and every subview in document order.
  struct Sample {
    var place: String
    var height: Double
    var entries: [Entry]
  }

  /// Two numbers closer than this are equal (layouts are sums of a few products).
  static let tolerance = 1e-9

  let samples: [Sample]

  /// `spec` laid out in each of `environments` (nil: as written, the reference environment)
  /// at each of `progresses`.
  init(_ spec: HeaderSpec, environments: [HeaderEnvironment?], progresses: [Double]) {
    var samples: [Sample] = []
    for environment in environments {
      let header = ResolvedHeader(environment.map { spec.adapted(to: $0) } ?? spec)
      for progress in progresses {
        let layout = header.layout(at: progress)
        let entries = layout.subviews.map { entry in
          Entry(
            id: entry.id, frame: entry.layout.frame, alpha: entry.layout.alpha,
            hidden: entry.layout.hidden, transform: entry.layout.transform)
        }
        let place = "\(environment.map { "\($0)" } ?? "as written") at \(progress)"
        samples.append(Sample(place: place, height: layout.height, entries: entries))
      }
    }
    self.samples = samples
  }

  /// The environments a document's preview is drawn in: as written (or in the settings'
  /// environment), then every environment of its `supports` matrix (or the settings').
  static func environments(of document: SpecDocument) -> [HeaderEnvironment?] {
    guard let spec = document.spec else { return [] }
    let matrix = MatrixAnalysis.supports(of: spec, settings: document.settings)
    return [document.settings.environment] + matrix.environments.map(\.environment)
  }

  /// The progresses the property samples: the quarters and each keyframe's own progress.
  static func progresses(of spec: HeaderSpec) -> [Double] {
    let keyframes = spec.subviews.flatMap { $0.keyframes.map(\.progress) }.filter(\.isFinite)
    return Array(Set([0, 0.25, 0.5, 0.75, 1] + keyframes)).sorted()
  }

  /// The first sample where `other` differs from this one beyond `tolerance`, described; nil
  /// when they agree everywhere.
  func difference(from other: PreviewSamples) -> String? {
    guard samples.count == other.samples.count else {
      return "\(samples.count) samples, then \(other.samples.count)"
    }
    for (before, after) in zip(samples, other.samples) {
      if !Self.close(before.height, after.height) {
        return "\(before.place): the bar is \(before.height) tall, then \(after.height)"
      }
      guard before.entries.count == after.entries.count else {
        return "\(before.place): \(before.entries.count) subviews, then \(after.entries.count)"
      }
      for (a, b) in zip(before.entries, after.entries) where !Self.same(a, b) {
        return "\(before.place): \(a), then \(b)"
      }
    }
    return nil
  }

  private static func same(_ a: Entry, _ b: Entry) -> Bool {
    let t = (a.transform, b.transform)
    return a.id == b.id && a.hidden == b.hidden && close(a.alpha, b.alpha)
      && close(a.frame.x, b.frame.x) && close(a.frame.y, b.frame.y)
      && close(a.frame.width, b.frame.width) && close(a.frame.height, b.frame.height)
      && close(t.0.a, t.1.a) && close(t.0.b, t.1.b) && close(t.0.c, t.1.c)
      && close(t.0.d, t.1.d) && close(t.0.tx, t.1.tx) && close(t.0.ty, t.1.ty)
  }

  /// Equal within `tolerance`, or both the same non-finite value (NaN is NaN).
  private static func close(_ a: Double, _ b: Double) -> Bool {
    if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
    return a == b || abs(a - b) <= tolerance
  }
}
