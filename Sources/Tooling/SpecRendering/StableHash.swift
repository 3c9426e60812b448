/// A name for bytes that is the same on every run and machine, where Swift's `Hasher` (seeded
/// per process) will not do: a preview page's nonce, its file's name, a workspace report's
/// result id. 64-bit FNV-1a, as 16 lowercase hex digits. Not for security: anyone can make two
/// inputs with the same name.
public enum StableHash {
  public static func hex<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
