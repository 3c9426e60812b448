import JSONSyntax

/// What a feature handler gets: one version of a document, frozen, with the negotiated
/// position encoding and the settings, and the conversions between LSP positions and UTF-8
/// offsets. Handlers run on the work queue; the snapshot is theirs.
public struct DocumentSnapshot: Sendable {
  public let uri: String
  public let version: Int
  public let isSpec: Bool
  public let lineIndex: LineIndex
  /// The negotiated position encoding.
  public let unit: LineIndex.Unit
  public let settings: ServerSettings
  /// What the client can do (snippets, symbol trees, workspace edit shapes, ...).
  public let client: ClientFeatures
  /// The analyser's document for this very version (`DocumentAnalysis.document`, e.g. a
  /// `SpecDocument`); nil for a document that is not a spec.
  public let analysis: (any Sendable)?

  /// The text (O(n) to make).
  public var text: String { String(decoding: lineIndex.bytes, as: UTF8.self) }

  /// The UTF-8 offset of `params.position`; InvalidParams when missing.
  public func offset(ofPositionIn params: JSONValue) throws(ResponseError) -> Int {
    guard let offset = lineIndex.utf8Offset(ofLSPPosition: params["position"], in: unit) else {
      throw .invalidParams("missing or malformed position")
    }
    return offset
  }

  /// The UTF-8 range of `params.range`; InvalidParams when missing.
  public func byteRange(ofRangeIn params: JSONValue) throws(ResponseError) -> ByteRange {
    guard let range = lineIndex.byteRange(ofLSPRange: params["range"], in: unit) else {
      throw .invalidParams("missing or malformed range")
    }
    return range
  }

  /// The LSP `Range` of a UTF-8 range.
  public func lspRange(_ range: ByteRange) -> JSONValue { lineIndex.lspRange(range, in: unit) }

  /// The LSP `Position` of a UTF-8 offset.
  public func lspPosition(_ offset: Int) -> JSONValue {
    lineIndex.lspPosition(ofUTF8Offset: offset, in: unit)
  }
}
