import HeaderGeometry

extension ScrollRecord {
  /// The record's value of an expectation field (nil: the event did not snap).
  public func value(of field: EventExpectation.Field) -> Double? {
    switch field {
    case .progress: progress
    case .height: height
    case .offset: offset
    case .snappedTo: snappedTo
    }
  }
}
