import LanguageServer

/// libFuzzer entry point for the JSON-RPC base protocol: the input is a byte stream cut into
/// chunks (the first byte picks the chunk size) and fed to a `MessageFramer`, whose bodies are
/// decoded and classified as the server does. Checks: a body has exactly its declared length,
/// memory stays bounded by the unread bytes, and a stream built from the same bodies framed
/// cleanly gives the same bodies back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let chunkSize = Int(data[0] % 17) + 1
  let stream = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  var framer = MessageFramer(maximumBodyLength: 4096)
  framer.maximumHeaderLength = 256
  var bodies: [[UInt8]] = []
  var offset = 0
  while offset < stream.count {
    let end = min(stream.count, offset + chunkSize)
    framer.append(stream[offset..<end])
    offset = end
    while let event = framer.next() {
      if case .message(let body) = event {
        guard body.count <= 4096 else { fatalError("a body over the limit") }
        bodies.append(body)
        if let decoded = MessageBody(utf8: body) { _ = Message.classify(decoded.value) }
      }
    }
    guard framer.bufferedByteCount <= 4096 + 256 + chunkSize + 16 else {
      fatalError("the framer holds \(framer.bufferedByteCount) bytes")
    }
  }
  // The same bodies, framed cleanly and fed one byte at a time, come back unchanged.
  var clean = MessageFramer(maximumBodyLength: 4096)
  var again: [[UInt8]] = []
  for body in bodies {
    for byte in Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body {
      clean.append(CollectionOfOne(byte))
      while let event = clean.next() {
        guard case .message(let body) = event else { fatalError("a problem in a clean stream") }
        again.append(body)
      }
    }
  }
  guard again == bodies else { fatalError("clean framing changed the bodies") }
  return 0
}
