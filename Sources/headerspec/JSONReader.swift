import Foundation

/// Typed, path-aware access to one object of a `JSONSerialization` tree. Every failure is an
/// `InputError` whose message starts with the JSON path (`subviews[1].keyframes[0].alpha`).
struct JSONReader {
  let object: [String: Any]
  /// The path of this object, e.g. `behavior`; empty at the top level.
  let path: String

  init(_ value: Any, path: String) throws {
    guard let object = value as? [String: Any] else {
      throw InputError(message: "\(path.isEmpty ? "document" : path): expected an object")
    }
    self.object = object
    self.path = path
  }

  func pathOf(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  func has(_ key: String) -> Bool { object[key] != nil }

  /// Fails on keys outside `allowed` (kept sorted in the message).
  func checkKeys(_ allowed: Set<String>) throws {
    for key in object.keys.sorted() where !allowed.contains(key) {
      throw InputError(
        message:
          "\(pathOf(key)): unknown key (expected one of: \(allowed.sorted().joined(separator: ", ")))"
      )
    }
  }

  // MARK: - Scalars

  func number(_ key: String) throws -> Double? {
    guard let value = object[key] else { return nil }
    return try Self.number(value, path: pathOf(key))
  }

  func requiredNumber(_ key: String) throws -> Double {
    guard let value = try number(key) else { throw InputError(message: "\(pathOf(key)): required") }
    return value
  }

  func integer(_ key: String) throws -> Int? {
    guard let value = try number(key) else { return nil }
    guard let integer = Int(exactly: value) else {
      throw InputError(message: "\(pathOf(key)): expected an integer")
    }
    return integer
  }

  func bool(_ key: String) throws -> Bool? {
    guard let value = object[key] else { return nil }
    guard Self.isBool(value), let bool = value as? Bool else {
      throw InputError(message: "\(pathOf(key)): expected true or false")
    }
    return bool
  }

  func string(_ key: String) throws -> String? {
    guard let value = object[key] else { return nil }
    guard let string = value as? String else {
      throw InputError(message: "\(pathOf(key)): expected a string")
    }
    return string
  }

  /// An array of exactly `count` numbers.
  func numbers(_ key: String, count: Int) throws -> [Double]? {
    guard let value = object[key] else { return nil }
    let path = pathOf(key)
    guard let array = value as? [Any], array.count == count else {
      throw InputError(message: "\(path): expected an array of \(count) numbers")
    }
    return try array.enumerated().map { try Self.number($1, path: "\(path)[\($0)]") }
  }

  // MARK: - Containers

  func reader(_ key: String) throws -> JSONReader? {
    guard let value = object[key] else { return nil }
    return try JSONReader(value, path: pathOf(key))
  }

  func array(_ key: String) throws -> [Any]? {
    guard let value = object[key] else { return nil }
    guard let array = value as? [Any] else {
      throw InputError(message: "\(pathOf(key)): expected an array")
    }
    return array
  }

  /// The objects of an array, each with its path.
  func readers(_ key: String) throws -> [JSONReader] {
    let path = pathOf(key)
    return try (array(key) ?? []).enumerated().map { try JSONReader($1, path: "\(path)[\($0)]") }
  }

  // MARK: - Helpers

  static func number(_ value: Any, path: String) throws -> Double {
    guard !isBool(value), let number = value as? Double else {
      throw InputError(message: "\(path): expected a number")
    }
    return number
  }

  /// `JSONSerialization` gives booleans as `NSNumber`s of Objective-C type `c`.
  static func isBool(_ value: Any) -> Bool {
    guard let number = value as? NSNumber else { return false }
    return String(cString: number.objCType) == "c"
  }
}
