import HeaderGeometry

/// The specs of `Specs/`, compiled in by the HeaderSpecGenerator plugin, with the file each
/// came from (relative to the repository root). A renamed spec or type is a compile error
/// here. `.ci/checks/app-example` rewrites this list in its clean clone to add every corpus
/// spec it copies into `Specs/`.
let generatedSpecs: [(file: String, spec: HeaderSpec)] = [
  ("Schemas/examples/facebook.header.json", FacebookHeader.spec),
  ("Schemas/examples/large-title-avatar.header.json", LargeTitleAvatarHeader.spec),
  ("Schemas/examples/large-title-menu.header.json", LargeTitleMenuHeader.spec),
  ("Schemas/examples/safari.header.json", SafariHeader.spec),
  ("Schemas/examples/search-bar.header.json", SearchBarHeader.spec),
  ("Schemas/examples/square-cash.header.json", SquareCashHeader.spec),
]
