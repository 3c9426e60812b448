// A stand-in for UIKit, for Linux: just the declarations HeaderSpecKit's UIKit glue
// (`UIView+LayoutApplicable.swift`) and the README's UIKit example use, with UIKit's names,
// labels and types, and no behaviour. `.ci/checks/uikit-glue` compiles the glue and the
// example against it (there is no iOS SDK on Linux): it checks our code, not UIKit.
// `CGFloat` is a distinct type here, so no code may rely on Double and CGFloat mixing.

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

public protocol NSObjectProtocol: AnyObject {}

open class NSObject: NSObjectProtocol {
  public init() {}
}

open class CALayer {
  open var zPosition: CGFloat = 0
  open var cornerRadius: CGFloat = 0
}

@MainActor
open class UIView: NSObject {
  open var bounds = CGRect(origin: CGPoint(x: 0, y: 0), size: CGSize(width: 0, height: 0))
  open var center = CGPoint(x: 0, y: 0)
  open var transform = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  open var alpha: CGFloat = 1
  open var isHidden = false
  open var layer = CALayer()
  open var subviews: [UIView] = []
  public override init() {}
  open func addSubview(_ view: UIView) {}
}

@MainActor
open class UIScrollView: UIView {
  open var contentOffset = CGPoint(x: 0, y: 0)
  weak open var delegate: (any UIScrollViewDelegate)?
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
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
}
