import HeaderSpecKit

// A feature module whose headers another target uses: its `.headerspec.json` asks for public
// generated types (`"generate": { "access": "public" }`), and its two `profile.header.json`
// files, in `a/` and `b/`, become `AProfileHeader` and `BProfileHeader`.

/// Every header of the module, by name, for the app around it.
public let profileHeaders: [(name: String, header: ResolvedHeader)] = [
  ("a", AProfileHeader.header), ("b", BProfileHeader.header),
]
