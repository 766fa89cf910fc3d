/// FNV-1a over bytes, in 32 and 64 bits at once: the hash of `Fingerprint`, of a finding's
/// identity and of its group — stable across platforms and runs, where Swift's `Hasher` is
/// seeded per process.
struct FNV1a {
  private(set) var short: UInt32 = 0x811C_9DC5
  private(set) var long: UInt64 = 0xCBF2_9CE4_8422_2325

  mutating func add(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { mix(byte) }
  }

  mutating func add(byte: UInt8) { mix(byte) }

  /// Ends a field with a byte no UTF-8 holds: ("ab", "c") and ("a", "bc") differ.
  mutating func endField() { mix(0xFF) }

  /// Each field's UTF-8, each ended.
  mutating func add(fields: [String]) {
    for field in fields {
      // In one buffer: a view's iterator costs more than the hash.
      field.withUTF8Bytes { add($0) }
      endField()
    }
  }

  @inline(__always)
  private mutating func mix(_ byte: UInt8) {
    short = (short ^ UInt32(byte)) &* 0x0100_0193
    long = (long ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
  }
}
