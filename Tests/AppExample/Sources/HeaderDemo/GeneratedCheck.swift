import HeaderSpecKit

/// `header-demo generated ROOT`: every spec the plugin compiled in (`generatedSpecs`) against
/// the same file under ROOT loaded at run time: the same model, and the same layout at 65
/// progress values from -0.6 to 2.6. One line per spec; exit 1 on a difference.
enum GeneratedCheck {
  static let progress = (0...64).map { -0.6 + Double($0) * 0.05 }

  static func run(root: String) -> Int32 {
    var failures = 0
    for (file, compiled) in generatedSpecs {
      guard let loaded = SpecFile.load(root + "/" + file) else {
        failures += 1
        continue
      }
      let header = ResolvedHeader(compiled)
      let same =
        loaded.spec == compiled
        && progress.allSatisfy { loaded.header.layout(at: $0) == header.layout(at: $0) }
      print((same ? "ok    " : "FAIL  ") + file)
      if !same { failures += 1 }
    }
    print("generated: \(generatedSpecs.count - failures) passed, \(failures) failed")
    return failures == 0 ? 0 : 1
  }
}
