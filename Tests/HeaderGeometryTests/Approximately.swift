import HeaderGeometry

/// Whether two numbers agree to within `tolerance` (absolute).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two rectangles agree component by component to within `tolerance`.
func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
  close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
    && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

/// Whether two optional numbers agree (both nil, or both close).
func close(_ a: Double?, _ b: Double?, _ tolerance: Double = 1e-9) -> Bool {
  switch (a, b) {
  case (nil, nil): true
  case (let a?, let b?): close(a, b, tolerance)
  default: false
  }
}
