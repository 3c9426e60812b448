import HeaderGeometry
import JSONSyntax

/// A header spec read from its JSON bytes at run time, ready to lay out and drive.
///
///     let loaded = try LoadedHeaderSpec(bytes: bytes)
///     let layout = loaded.header.layout(at: 0.5)
///     var driver = ScrollDriver(header: loaded.header)
///
/// Loading parses, lowers and resolves the spec in one environment (the app's) and throws a
/// `HeaderSpecLoadingError` for what stops the header working as written (`LoadingCheck`): JSON
/// that does not parse, a root that is not an object, a bar whose minimum is above its maximum,
/// subview ids used twice, a first keyframe without a place, anchors that reference no subview
/// or each other in a cycle. Each carries the code and position `headerspec check` gives it.
/// Everything else `check` reports (the schema, warnings, other devices) is the tools' to
/// say: run `headerspec check`, or the `HeaderSpecGenerator` plugin, where specs are written.
/// Cost: linear in the bytes, once; nothing is read at layout time.
public struct LoadedHeaderSpec: Sendable {
  /// The model as written (in an environment, `header` holds the adapted geometry).
  public let spec: HeaderSpec
  /// The spec resolved for layout, in the environment given (or its reference one).
  public let header: ResolvedHeader

  /// Reads UTF-8 `bytes`. `environment` lays the spec out on a device (its width, safe area,
  /// Dynamic Type size, layout direction; Schemas/FORMAT.md#environments) as `check --device`
  /// does; `allowsComments` reads JSONC (comments, trailing commas).
  public init(bytes: [UInt8], environment: HeaderEnvironment? = nil, allowsComments: Bool = false)
    throws(HeaderSpecLoadingError)
  {
    let tree = SyntaxTree(bytes: bytes, options: allowsComments ? .jsonc : .json)
    var lowering = SpecLowering(tree: tree)
    let spec = lowering.lower()
    let adapted = environment.flatMap { spec?.adapted(to: $0) } ?? spec
    let header = adapted.map(ResolvedHeader.init)
    let check = LoadingCheck(
      tree: tree, map: lowering.map, header: header,
      isRightToLeft: environment?.layoutDirection == .rtl)
    guard let spec, let header, check.errors.isEmpty else {
      let lines = LineIndex(bytes: bytes)
      throw HeaderSpecLoadingError(
        diagnostics: check.errors.map { error in
          let position = lines.position(ofUTF8Offset: error.offset, in: .utf32)
          return SpecDiagnostic(
            code: error.code, severity: .error, message: error.message,
            line: position.line + 1, column: position.column + 1)
        })
    }
    self.spec = spec
    self.header = header
  }

  /// Reads `text`'s UTF-8 bytes (see `init(bytes:environment:allowsComments:)`).
  public init(text: String, environment: HeaderEnvironment? = nil, allowsComments: Bool = false)
    throws(HeaderSpecLoadingError)
  {
    try self.init(bytes: Array(text.utf8), environment: environment, allowsComments: allowsComments)
  }
}
