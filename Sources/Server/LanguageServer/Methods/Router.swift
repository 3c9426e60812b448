import JSONSyntax

/// The routing table: one route per method, made from the method's declaration
/// (`LSPRequest`, `LSPNotification`) and a handler whose signature that declaration fixes.
/// A route decodes the params into the method's `Params` with the one decoder
/// (`JSONValueDecoder`; malformed params of a request are answered with InvalidParams before
/// any work, of a notification logged and ignored) and hands them to the handler; a request's
/// handler can answer only with the method's `Result` (`Reply`, or the return type of a
/// document handler). So a method cannot reach a handler of another type.
///
/// The table is `Server.routes` (`Server+Routes.swift`).
struct Router: Sendable {
  typealias RequestRoute = @Sendable (Server, RequestID, JSONValue) -> Void
  /// Handles a notification; the error when its params are malformed (it is then not handled).
  typealias NotificationRoute = @Sendable (Server, JSONValue) -> ResponseError?

  private(set) var requests: [String: RequestRoute] = [:]
  private(set) var notifications: [String: NotificationRoute] = [:]

  /// Routes `Request` to `handler`, which runs on the server's queue and answers through its
  /// `Reply` (now or later).
  mutating func on<Request: LSPRequest>(
    _ request: Request.Type,
    _ handler: @escaping @Sendable (Server, Reply<Request>, Request.Params) -> Void
  ) where Request.Params: Decodable, Request.Result: Encodable {
    add(Request.method) { server, id, json in
      switch Router.decode(Request.Params.self, json) {
      case .success(let params): handler(server, Reply(id: id), params)
      case .failure(let error): server.send(response: id, .failure(error))
      }
    }
  }

  /// Routes `Request`, a request about one document, to `handler`, which runs on the work
  /// queue with a snapshot of the document's current version and its analysis
  /// (`Server.documentRequest`), up to `stage`. A document that is not open, or not a spec
  /// unless `anyDocument`, gets `empty` at once.
  mutating func on<Request: LSPRequest>(
    _ request: Request.Type, anyDocument: Bool = false, stage: AnalysisStage = .geometry,
    empty: Request.Result,
    document handler:
      @escaping @Sendable (DocumentSnapshot, Request.Params) throws(ResponseError) -> Request.Result
  ) where Request.Params: DocumentParams, Request.Result: Encodable {
    on(Request.self) { server, reply, params in
      server.documentRequest(
        reply, params, anyDocument: anyDocument, stage: stage, empty: empty, handler)
    }
  }

  /// Routes `Notification` to `handler`, on the server's queue.
  mutating func on<Notification: LSPNotification>(
    _ notification: Notification.Type,
    _ handler: @escaping @Sendable (Server, Notification.Params) -> Void
  ) where Notification.Params: Decodable {
    precondition(notifications[Notification.method] == nil, "\(Notification.method) routed twice")
    notifications[Notification.method] = { server, json in
      switch Router.decode(Notification.Params.self, json) {
      case .success(let params):
        handler(server, params)
        return nil
      case .failure(let error):
        return error
      }
    }
  }

  private mutating func add(_ method: String, _ route: @escaping RequestRoute) {
    precondition(requests[method] == nil, "\(method) routed twice")
    requests[method] = route
  }

  /// `json` decoded into `Params`: InvalidParams naming what is wrong when it does not fit.
  static func decode<Params: Decodable>(_ type: Params.Type, _ json: JSONValue)
    -> Result<Params, ResponseError>
  {
    do {
      return .success(try JSONValueDecoder().decode(type, from: json))
    } catch let error as ResponseError {
      return .failure(error)
    } catch {
      return .failure(.invalidParams(JSONValueDecoder.describe(error)))
    }
  }
}
