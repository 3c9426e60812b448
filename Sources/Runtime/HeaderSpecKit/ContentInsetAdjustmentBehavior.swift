/// How a scroll view adds the safe area to its content inset: UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`, case for case, without UIKit.
public enum ContentInsetAdjustmentBehavior: Hashable, Sendable, CaseIterable {
  case automatic, scrollableAxes, never, always
}
