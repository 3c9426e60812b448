import Foundation

/// The first key an object of a JSON document gives twice, or nil: Foundation's `JSONDecoder`
/// keeps the first of them silently, where `headerspec simulate` refuses the file (HS116 is an
/// error in an events file), so the demo refuses it too. A scan of the text, after
/// `JSONDecoder` has accepted it as JSON: each object's keys, unescaped, in a set.
enum RepeatedKeys {
  static func first(in data: Data) -> String? {
    let bytes = [UInt8](data)
    var objects: [Set<String>?] = []
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "{"): objects.append([])
      case UInt8(ascii: "["): objects.append(nil)
      case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = objects.popLast()
      case UInt8(ascii: "\""):
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        var next = index + 1
        while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
        // A string followed by a colon inside an object is a key.
        if next < bytes.count, bytes[next] == UInt8(ascii: ":"), let keys = objects.last ?? nil {
          let text = Data(bytes[start...min(index, bytes.count - 1)])
          let key = (try? JSONDecoder().decode(String.self, from: text)) ?? ""
          if keys.contains(key) { return key }
          objects[objects.count - 1]?.insert(key)
        }
      default: break
      }
      index += 1
    }
    return nil
  }
}
