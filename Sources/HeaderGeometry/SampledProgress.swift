/// The progress values the environment checks sample for one subview
/// (`ResolvedHeader.sampledProgress(of:)` of that subview alone), one at a time, without
/// building an array: `k / outsideBarSteps` for every k and the progress of every keyframe in
/// [0, 1], ascending, without repeats (a step first on a tie); 1 alone for the inline bar. It
/// reads the timeline's keyframes in place: they are sorted by progress, at most 1 and never
/// NaN (`KeyframeResolver.timelineProgress`).
struct SampledProgress: Sequence, IteratorProtocol {
  private let keyframes: [ResolvedKeyframe]
  private let steps = ResolvedHeader.outsideBarSteps
  private var step = 0
  /// The next keyframe to merge, an index into `keyframes`.
  private var keyframe = 0
  private var last: Double?
  /// Whether the bar is inline (only 1 is sampled), and then whether 1 was given.
  private let inline: Bool
  private var inlineDone = false

  init(_ timeline: SubviewTimeline, inlineBar: Bool) {
    keyframes = timeline.keyframes
    inline = inlineBar
  }

  /// The progress of the next keyframe in [0, 1] (skipping those below), nil past the last.
  private mutating func keyframeProgress() -> Double? {
    while keyframe < keyframes.count {
      let progress = keyframes[keyframe].progress
      if (0...1).contains(progress) { return progress }
      keyframe += 1
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
      let progress = keyframeProgress()
      guard step <= steps || progress != nil else { return nil }
      let even = step <= steps ? Double(step) / Double(steps) : .infinity
      let p: Double
      if let progress, progress < even {
        p = progress
        keyframe += 1
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
