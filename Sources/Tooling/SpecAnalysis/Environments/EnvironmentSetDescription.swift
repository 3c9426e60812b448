import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading

/// Names a set of a matrix's environments compactly, for `MatrixAnalysis`'s messages: "on
/// iPhone SE 3rd generation, landscape, and at AX3 and larger". An axis the set covers whole is
/// not named; a set that is no product of its axes is split into clauses, by device first,
/// then by orientation and layout direction, and devices with the same remaining clause are
/// named together ("on iPhone 15 and iPhone 16 Pro, landscape; on iPad Pro 11-inch, at AX5");
/// four or more devices with at most two left out read "on every device but iPad Pro 11-inch".
/// At most `maxClauses` clauses are named, then "and in N more environments".
struct EnvironmentSetDescription {
  static let maxClauses = 4

  let deviceNames: [String]
  let orientations: [Orientation]
  /// Smallest first, as `EnvironmentMatrix.environments` runs them.
  let sizes: [HeaderEnvironment.ContentSizeCategory]
  let directions: [HeaderEnvironment.LayoutDirection]

  init(matrix: EnvironmentMatrix) {
    deviceNames = matrix.devices.map(\.name)
    orientations = matrix.orientations.isEmpty ? [.portrait] : matrix.orientations
    sizes = matrix.contentSizes.isEmpty ? [.large] : matrix.contentSizes.sorted()
    directions = matrix.layoutDirections.isEmpty ? [.ltr] : matrix.layoutDirections
  }

  /// The phrase for the environments at indices `members` of `matrix.environments` (ascending,
  /// no repeats); nil when they are all of them. O(members + clauses).
  func describe(_ members: [Int]) -> String? {
    let all = Clause(
      devices: Self.full(deviceNames.count), orientations: Self.full(orientations.count),
      sizes: Self.full(sizes.count), directions: Self.full(directions.count))
    guard members.count < all.count else { return nil }
    var clauses: [Clause] = []
    for clause in split(members.map(coordinates)) {
      if let same = clauses.firstIndex(where: { $0.sameExceptDevices(clause) }) {
        clauses[same].devices |= clause.devices
      } else {
        clauses.append(clause)
      }
    }
    var phrases = clauses.prefix(Self.maxClauses).map { phrase($0, all: all) }
    if clauses.count > Self.maxClauses {
      phrases.removeLast()
      let named = clauses.prefix(Self.maxClauses - 1).reduce(0) { $0 + $1.count }
      phrases.append("and in \(members.count - named) more environments")
    }
    return phrases.joined(separator: "; ")
  }

  // MARK: - Clauses

  /// A product of index sets, one bit per element of each axis.
  struct Clause: Equatable {
    var devices: UInt32
    var orientations: UInt32
    var sizes: UInt32
    var directions: UInt32

    var count: Int {
      devices.nonzeroBitCount * orientations.nonzeroBitCount * sizes.nonzeroBitCount
        * directions.nonzeroBitCount
    }

    func sameExceptDevices(_ other: Clause) -> Bool {
      (orientations, sizes, directions) == (other.orientations, other.sizes, other.directions)
    }
  }

  private typealias Point = (device: Int, orientation: Int, size: Int, direction: Int)

  private func coordinates(_ member: Int) -> Point {
    var rest = member
    let direction = rest % directions.count
    rest /= directions.count
    let size = rest % sizes.count
    rest /= sizes.count
    return (rest / orientations.count, rest % orientations.count, size, direction)
  }

  /// Clauses whose union is `points`: the points' product when they fill it, else one split
  /// per device, orientation or direction (whichever varies first), recursively.
  private func split(_ points: [Point]) -> [Clause] {
    var clause = Clause(devices: 0, orientations: 0, sizes: 0, directions: 0)
    for point in points {
      clause.devices |= 1 << point.device
      clause.orientations |= 1 << point.orientation
      clause.sizes |= 1 << point.size
      clause.directions |= 1 << point.direction
    }
    if clause.count == points.count { return [clause] }
    let axis: (Point) -> Int
    if clause.devices.nonzeroBitCount > 1 {
      axis = { $0.device }
    } else if clause.orientations.nonzeroBitCount > 1 {
      axis = { $0.orientation }
    } else {
      axis = { $0.direction }
    }
    var parts: [Int: [Point]] = [:]
    var order: [Int] = []
    for point in points {
      let value = axis(point)
      if parts[value] == nil { order.append(value) }
      parts[value, default: []].append(point)
    }
    return order.flatMap { split(parts[$0]!) }
  }

  // MARK: - Words

  private func phrase(_ clause: Clause, all: Clause) -> String {
    var parts: [String] = []
    if clause.devices != all.devices {
      let left = all.devices & ~clause.devices
      // Four or more devices with at most two left out: name the ones left out.
      if clause.devices.nonzeroBitCount >= 4, left.nonzeroBitCount <= 2 {
        parts.append(
          "on every device but " + EnglishList.and(Self.elements(left, of: deviceNames)))
      } else {
        parts.append("on " + EnglishList.and(Self.elements(clause.devices, of: deviceNames)))
      }
    }
    if clause.orientations != all.orientations {
      parts.append(
        EnglishList.and(Self.elements(clause.orientations, of: orientations.map(\.rawValue))))
    }
    if clause.sizes != all.sizes { parts.append("at " + sizesPhrase(clause.sizes)) }
    if clause.directions != all.directions {
      parts.append(
        "in " + EnglishList.and(Self.elements(clause.directions, of: directions.map(\.rawValue))))
    }
    switch parts.count {
    case 0, 1, 2: return parts.joined(separator: ", ")
    default: return parts.dropLast().joined(separator: ", ") + ", and " + parts.last!
    }
  }

  /// "AX3 and larger", "xL and smaller", "M to xxL", "L", or a list when not contiguous in
  /// the matrix's sizes.
  private func sizesPhrase(_ mask: UInt32) -> String {
    let names = sizes.map(\.shortName)
    let first = mask.trailingZeroBitCount
    let last = 31 - mask.leadingZeroBitCount
    guard mask.nonzeroBitCount == last - first + 1 else {
      return EnglishList.and(Self.elements(mask, of: names))
    }
    if first == last { return names[first] }
    if last == names.count - 1 { return "\(names[first]) and larger" }
    if first == 0 { return "\(names[last]) and smaller" }
    return "\(names[first]) to \(names[last])"
  }

  private static func elements(_ mask: UInt32, of names: [String]) -> [String] {
    names.indices.filter { mask & (1 << $0) != 0 }.map { names[$0] }
  }

  private static func full(_ count: Int) -> UInt32 { count >= 32 ? ~0 : (1 << count) - 1 }
}
