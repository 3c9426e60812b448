import TestSupport

extension TestFiles {
  /// Every example and every valid corpus spec, as (path relative to the root, bytes): the
  /// specs every test of this target runs on.
  static var specs: [(path: String, bytes: [UInt8])] {
    ["Schemas/examples", "Tests/SchemaCorpus/valid"].flatMap { folder in
      list(root + "/" + folder).filter { $0.hasSuffix(".header.json") }.compactMap { name in
        read(root + "/" + folder + "/" + name).map { (folder + "/" + name, $0) }
      }
    }
  }
}
