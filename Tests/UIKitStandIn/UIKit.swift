// A stand-in for UIKit, for Linux: just the declarations HeaderSpecKit's UIKit glue
// (`UIView+LayoutApplicable.swift`, `HeaderBarView.swift` and the files beside it), the
// README's UIKit example and the example app (Tests/AppExample/App, the DocC article's recipe)
// use, with UIKit's names, labels and types as Apple's documentation declares them (and their
// availability where it is past iOS 9), and no behaviour. `.ci/checks/uikit-glue` compiles
// them against it (there is no iOS SDK on Linux): it checks our code, not UIKit. `CGFloat` is
// a distinct type here, so no code may rely on Double and CGFloat mixing. Foundation and
// Objective-C names UIKit brings with it (`NSObject`, `Selector`, `Bundle`, `IndexPath`,
// `TimeInterval`) are declared here too. Where UIKit's protocol requirements are `@objc
// optional`, this file gives an empty default instead (there is no Objective-C on Linux); the
// glue calls an optional requirement only as `if let method = delegate?.method { ... }`,
// which compiles against both.

public struct CGFloat: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  public var native: Double
  public init(_ value: Double) { native = value }
  public init(_ value: Int) { native = Double(value) }
  public init(floatLiteral value: Double) { native = value }
  public init(integerLiteral value: Int) { native = Double(value) }
}

extension Double {
  public init(_ value: CGFloat) { self = value.native }
}

public struct CGPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
}

public struct CGSize: Hashable, Sendable {
  public var width: CGFloat
  public var height: CGFloat
  public init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }
}

public struct CGRect: Hashable, Sendable {
  public var origin: CGPoint
  public var size: CGSize
  public init(origin: CGPoint, size: CGSize) {
    self.origin = origin
    self.size = size
  }
}

public struct CGAffineTransform: Hashable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }
}

extension CGRect {
  public static var zero: CGRect {
    CGRect(origin: CGPoint(x: 0, y: 0), size: CGSize(width: 0, height: 0))
  }
}

extension CGRect {
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
  }
}

public typealias TimeInterval = Double
public typealias AnyClass = AnyObject.Type

/// An Objective-C selector (`#selector` needs Objective-C; code here only passes one on).
public struct Selector: Hashable, Sendable {}

public protocol NSObjectProtocol: AnyObject {
  func responds(to aSelector: Selector!) -> Bool
}

open class NSObject: NSObjectProtocol {
  public init() {}
  open func responds(to aSelector: Selector!) -> Bool { false }
  open func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
}

/// UIKit's informal accessibility protocol on every object (`UIAccessibility.h`).
extension NSObject {
  @MainActor public var accessibilityElementsHidden: Bool {
    get { false }
    set {}
  }
}

open class NSCoder: NSObject {}

/// Foundation's, which UIKit re-exports.
open class Bundle: NSObject {
  public static var main: Bundle { Bundle() }
}

/// Foundation's, which UIKit re-exports.
public struct IndexPath: Hashable, Sendable {
  public var row: Int { 0 }
  public var section: Int { 0 }
}

public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static var zero: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
}

open class CALayer {
  open var zPosition: CGFloat = 0
  open var cornerRadius: CGFloat = 0
}

@MainActor
public enum UIAccessibility {
  public static var isReduceMotionEnabled: Bool { false }
}

public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0, compact = 1, regular = 2
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

@MainActor
open class UITraitCollection: NSObject {
  @available(iOS 10.0, *)
  open var preferredContentSizeCategory: UIContentSizeCategory { .large }
  open var verticalSizeClass: UIUserInterfaceSizeClass { .regular }
  open var horizontalSizeClass: UIUserInterfaceSizeClass { .compact }
  @available(iOS 10.0, *)
  open var layoutDirection: UITraitEnvironmentLayoutDirection { .leftToRight }
}

open class UIColor: NSObject {
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
}

open class UIImage: NSObject {
  public init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {}
  @available(iOS 13.0, *)
  public init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {}
}

/// UIAccessibility's informal protocol on NSObject: what VoiceOver says for an element.
extension NSObject {
  public var accessibilityLabel: String? {
    get { nil }
    set {}
  }
}

open class UIFont: NSObject {
  public struct Weight: Hashable, Sendable {
    public static let regular = Weight()
    public static let medium = Weight()
    public static let semibold = Weight()
    public static let bold = Weight()
  }
  public struct TextStyle: Hashable, Sendable {
    public static let largeTitle = TextStyle()
    public static let title1 = TextStyle()
    public static let title2 = TextStyle()
    public static let title3 = TextStyle()
    public static let headline = TextStyle()
    public static let subheadline = TextStyle()
    public static let body = TextStyle()
    public static let callout = TextStyle()
    public static let footnote = TextStyle()
    public static let caption1 = TextStyle()
    public static let caption2 = TextStyle()
  }
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
}

@available(iOS 11.0, *)
open class UIFontMetrics: NSObject {
  public init(forTextStyle textStyle: UIFont.TextStyle) {}
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    font
  }
}

public enum NSTextAlignment: Int, Sendable {
  case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

@MainActor
open class UIView: NSObject {
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }
  public enum ContentMode: Int, Sendable {
    case scaleToFill = 0, scaleAspectFit = 1, scaleAspectFill = 2
  }

  open var frame = CGRect.zero
  open var bounds = CGRect.zero
  open var center = CGPoint(x: 0, y: 0)
  open var transform = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  open var alpha: CGFloat = 1
  open var isHidden = false
  open var layer = CALayer()
  open var subviews: [UIView] = []
  open var backgroundColor: UIColor?
  open var clipsToBounds = false
  open var contentMode = ContentMode.scaleToFill
  open var autoresizingMask: AutoresizingMask = []
  @available(iOS 11.0, *)
  open var safeAreaInsets: UIEdgeInsets { .zero }
  open var window: UIWindow? { nil }
  open var traitCollection: UITraitCollection { UITraitCollection() }
  public override init() {}
  public init(frame: CGRect) {}
  public required init?(coder: NSCoder) {}
  open func addSubview(_ view: UIView) {}
  open func layoutSubviews() {}
  open func layoutIfNeeded() {}
  open func didMoveToWindow() {}
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {}
}

@MainActor
open class UIWindow: UIView {}

@MainActor
open class UIControl: UIView {
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
  }
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }
  @available(iOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

@MainActor
open class UIMenuElement: NSObject {
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
  public enum State: Int, Sendable {
    case off = 0, on = 1, mixed = 2
  }
}

public typealias UIActionHandler = @MainActor (UIAction) -> Void

@available(iOS 13.0, *)
@MainActor
open class UIAction: UIMenuElement {
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
  @preconcurrency
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) { self.init() }
}

@MainActor
open class UILabel: UIView {
  open var text: String?
  // UIKit's own declarations: null_resettable properties.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var font: UIFont!
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var textColor: UIColor!
  open var textAlignment = NSTextAlignment.natural
  open var numberOfLines = 1
  @available(iOS 10.0, *)
  open var adjustsFontForContentSizeCategory = false
}

@MainActor
open class UIImageView: UIView {
  public init(image: UIImage?) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor
open class UIButton: UIControl {
  public enum ButtonType: Int, Sendable {
    case custom = 0, system = 1
  }
  public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
  open func setTitle(_ title: String?, for state: UIControl.State) {}
  open func setImage(_ image: UIImage?, for state: UIControl.State) {}
}

@MainActor
open class UISearchBar: UIView {
  public enum Style: UInt, Sendable {
    case `default` = 0, prominent = 1, minimal = 2
  }
  open var placeholder: String?
  open var searchBarStyle = Style.default
}

@MainActor
open class UISegmentedControl: UIControl {
  public init(items: [Any]?) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var selectedSegmentIndex = -1
}

@MainActor
open class UIScrollView: UIView {
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic = 0, scrollableAxes = 1, never = 2, always = 3
  }
  open var contentOffset = CGPoint(x: 0, y: 0)
  open var contentSize = CGSize(width: 0, height: 0)
  open var contentInset = UIEdgeInsets.zero
  @available(iOS 11.1, *)
  open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
  @available(iOS 11.0, *)
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  weak open var delegate: (any UIScrollViewDelegate)?
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
}

@MainActor
open class UIViewController: NSObject {
  // UIKit's own declaration.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView!
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  public required init?(coder: NSCoder) {}
  open func viewDidLoad() {}
  open func dismiss(animated flag: Bool, completion: (@MainActor @Sendable () -> Void)? = nil) {}
}

@MainActor
open class UITableViewCell: UIView {
  open var textLabel: UILabel? { nil }
}

@MainActor
open class UITableView: UIScrollView {
  public enum Style: Int, Sendable {
    case plain = 0, grouped = 1, insetGrouped = 2
  }
  weak open var dataSource: (any UITableViewDataSource)?
  public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  { UITableViewCell() }
  open func reloadData() {}
}

@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// UIKit's methods are `@objc optional`; here each has an empty default instead.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// UIKit's methods are `@objc optional`; here each has an empty default instead.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
