import HeaderGeometry

/// The progress values the checks sample (`ResolvedHeader.sampledProgress(of:)`), one at a
/// time: `k / outsideBarSteps` for every k and each of `progresses` (ascending) that lies in
/// [0, 1], merged in order without repeats (a step first on a tie); 1 alone for the inline bar.
/// One subview's are read from its timeline in place, without building an array: its
/// keyframes are sorted by progress, at most 1 and never NaN
/// (`KeyframeResolver.timelineProgress`).
struct SampledProgress<Progresses: RandomAccessCollection<Double>>: Sequence, IteratorProtocol {
  private let progresses: Progresses
  private let steps = ResolvedHeader.outsideBarSteps
  private var step = 0
  /// The next of `progresses` to merge.
  private var position: Progresses.Index
  private var last: Double?
  /// Whether the bar is inline (only 1 is sampled), and then whether 1 was given.
  private let inline: Bool
  private var inlineDone = false

  /// `progresses` ascending.
  init(_ progresses: Progresses, inlineBar: Bool) {
    self.progresses = progresses
    position = progresses.startIndex
    inline = inlineBar
  }

  /// The next of `progresses` in [0, 1] (skipping those below), nil past the last.
  private mutating func nextProgress() -> Double? {
    while position != progresses.endIndex {
      let progress = progresses[position]
      if (0...1).contains(progress) { return progress }
      progresses.formIndex(after: &position)
    }
    return nil
  }

  mutating func next() -> Double? {
    if inline {
      guard !inlineDone else { return nil }
      inlineDone = true
      return 1
    }
    while true {
      let progress = nextProgress()
      guard step <= steps || progress != nil else { return nil }
      let even = step <= steps ? Double(step) / Double(steps) : .infinity
      let p: Double
      if let progress, progress < even {
        p = progress
        progresses.formIndex(after: &position)
      } else {
        p = even
        step += 1
      }
      if last != p {
        last = p
        return p
      }
    }
  }
}

extension SampledProgress where Progresses == LazyMapSequence<[ResolvedKeyframe], Double> {
  /// One subview's samples, read from its timeline's keyframes in place.
  init(_ timeline: SubviewTimeline, inlineBar: Bool) {
    self.init(timeline.keyframes.lazy.map(\.progress), inlineBar: inlineBar)
  }
}
