#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing bytes to a file descriptor, the one loop that standard output, standard error
/// (`Console`) and a replaced file (`AtomicFile`) share.
enum FileOutput {
  /// Writes every byte of `bytes` to `descriptor`, going on after a partial write and retrying
  /// a call interrupted by a signal (`EINTR`); nil when every byte was written, else the
  /// `errno` of the failure (after which an unknown prefix may have been written).
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress! + written, buffer.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        return errno
      }
      written += result
    }
    return nil
  }
}
