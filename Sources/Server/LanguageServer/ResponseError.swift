/// A JSON-RPC error object, with the codes that JSON-RPC 2.0 and LSP 3.17 define.
public struct ResponseError: Error, Equatable, Sendable, Encodable {
  public var code: Int
  public var message: String

  public init(code: Int, message: String) {
    self.code = code
    self.message = message
  }

  // MARK: - Codes

  public static let parseErrorCode = -32700
  public static let invalidRequestCode = -32600
  public static let methodNotFoundCode = -32601
  public static let invalidParamsCode = -32602
  public static let internalErrorCode = -32603
  public static let serverNotInitializedCode = -32002
  public static let requestCancelledCode = -32800
  public static let contentModifiedCode = -32801
  public static let requestFailedCode = -32803

  public static func parseError(_ message: String) -> ResponseError {
    ResponseError(code: parseErrorCode, message: message)
  }

  public static func invalidRequest(_ message: String) -> ResponseError {
    ResponseError(code: invalidRequestCode, message: message)
  }

  public static func methodNotFound(_ method: String) -> ResponseError {
    ResponseError(code: methodNotFoundCode, message: "method not found: \(method)")
  }

  public static func invalidParams(_ message: String) -> ResponseError {
    ResponseError(code: invalidParamsCode, message: message)
  }

  /// The server failed to answer (a result it could not encode).
  public static func internalError(_ message: String) -> ResponseError {
    ResponseError(code: internalErrorCode, message: message)
  }

  /// LSP's RequestFailed: the request was valid but the server could not answer it.
  public static func requestFailed(_ message: String) -> ResponseError {
    ResponseError(code: requestFailedCode, message: message)
  }

  public static let serverNotInitialized = ResponseError(
    code: serverNotInitializedCode, message: "the server is not initialized yet")
  public static let requestCancelled = ResponseError(
    code: requestCancelledCode, message: "request cancelled")
  public static let contentModified = ResponseError(
    code: contentModifiedCode, message: "the document changed; request again")
}
