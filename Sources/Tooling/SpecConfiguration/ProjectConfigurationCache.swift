/// The `.headerspec.json` that applies to each spec, each configuration file read and checked
/// once however many specs share it: the one lookup the CLI and the server share. This layer
/// does no I/O, so the caller passes its file system (`exists`, `read`, and `refusal`, why a
/// file may not be trusted); not locked, so a caller on several threads holds it behind its
/// own lock.
public struct ProjectConfigurationCache: Sendable {
  /// A configuration file that was found but not read, and why (someone else owns it, or
  /// others may write it): its specs are checked without a configuration.
  public struct Refusal: Hashable, Sendable {
    public var path: String
    public var reason: String
  }

  /// A configuration file and what it says.
  public struct Entry: Hashable, Sendable {
    /// The file's absolute path, as `ProjectConfiguration.locate` found it.
    public var path: String
    public var configuration: ProjectConfiguration
    /// The file's bytes, for placing its diagnostics.
    public var bytes: [UInt8]

    public init(path: String, configuration: ProjectConfiguration, bytes: [UInt8]) {
      self.path = path
      self.configuration = configuration
      self.bytes = bytes
    }
  }

  /// By configuration path.
  private var entries: [String: Entry] = [:]
  /// The configuration paths in the order they were first read.
  private var order: [String] = []
  /// By spec folder: the configuration path found for it (nil: none).
  private var folders: [String: String?] = [:]
  /// The files refused, each once, in the order found.
  public private(set) var refusals: [Refusal] = []
  /// Where the search stops going up, besides a repository root (the user's home folder).
  public var home: String?

  public init(home: String? = nil) {
    self.home = home
  }

  /// The configuration for the spec at `specPath` (absolute, `/`-separated, without `.` or
  /// `..` parts; it need not exist), nil when none applies. The first lookup in a folder costs
  /// O(depth) calls of `exists`; a configuration file is examined (`refusal`: why it may not
  /// be read, nil when it may; a refused file is noted in `refusals` and no configuration
  /// applies) and read (`read`, nil for a file that cannot be read, taken as empty) once.
  public mutating func entry(
    forSpecAt specPath: String, exists: (String) -> Bool, read: (String) -> [UInt8]?,
    refusal: (String) -> String? = { _ in nil }
  ) -> Entry? {
    let folder = specPath.lastIndex(of: "/").map { String(specPath[..<$0]) } ?? ""
    let configurationPath: String?
    if let known = folders[folder] {
      configurationPath = known
    } else {
      configurationPath = ProjectConfiguration.locate(
        forSpecAt: specPath, home: home, exists: exists)
      folders[folder] = .some(configurationPath)
    }
    guard let configurationPath else { return nil }
    if let entry = entries[configurationPath] { return entry }
    if refusals.contains(where: { $0.path == configurationPath }) { return nil }
    if let reason = refusal(configurationPath) {
      refusals.append(Refusal(path: configurationPath, reason: reason))
      return nil
    }
    let bytes = read(configurationPath) ?? []
    let entry = Entry(
      path: configurationPath, configuration: ProjectConfiguration(bytes: bytes), bytes: bytes)
    entries[configurationPath] = entry
    order.append(configurationPath)
    return entry
  }

  /// Every configuration read, in the order first read.
  public var entriesRead: [Entry] { order.compactMap { entries[$0] } }

  /// Forgets every lookup and file: after a configuration file was created, changed or
  /// deleted, the next lookups find and read the files again.
  public mutating func removeAll() {
    entries = [:]
    order = []
    folders = [:]
    refusals = []
  }
}
