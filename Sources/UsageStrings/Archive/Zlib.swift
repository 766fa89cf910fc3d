import CZlib

/// The one Swift wrapper of the system zlib: raw inflate, bounded by the size an entry declares,
/// and CRC-32. zlib's status codes become `ZipRefusal`s here; no zlib type leaks further.
enum Zlib {
  /// zlib counts in 32 bits (`uInt`): larger buffers go in parts of this size.
  private static let part = 1 << 30

  /// The CRC-32 of `bytes`, as zip stores it.
  static func crc32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
    crc32(bytes, continuing: 0)
  }

  /// The CRC-32 of `bytes` following `crc`, the CRC of what came before.
  static func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32) -> UInt32 {
    guard let base = bytes.baseAddress?.assumingMemoryBound(to: Bytef.self) else { return crc }
    var value = uLong(crc)
    var done = 0
    while done < bytes.count {
      let count = min(bytes.count - done, part)
      value = CZlib.crc32(value, base + done, uInt(count))
      done += count
    }
    return UInt32(truncatingIfNeeded: value)
  }

  /// A raw inflate fed a piece at a time, handing its output on a megabyte at a time: what
  /// `ZipArchive.stream` uses for entries too large to hold whole.
  final class Inflater {
    private var stream = z_stream()
    let isReady: Bool
    private var output = [UInt8](repeating: 0, count: 1 << 20)

    init() {
      isReady =
        inflateInit2_(&stream, -MAX_WBITS, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        == Z_OK
    }

    deinit { if isReady { inflateEnd(&stream) } }

    /// Inflates `input` whole, handing each filled output piece to `emit` (which returns why it
    /// refuses a piece, or nil); true once the stream has ended.
    func inflate(
      _ input: UnsafeRawBufferPointer, into emit: (UnsafeRawBufferPointer) -> ZipRefusal?
    ) -> Result<Bool, ZipRefusal> {
      stream.next_in = UnsafeMutablePointer(
        mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
      stream.avail_in = uInt(input.count)
      while true {
        let (status, made) = output.withUnsafeMutableBytes { buffer -> (Int32, Int) in
          stream.next_out = buffer.baseAddress!.assumingMemoryBound(to: Bytef.self)
          stream.avail_out = uInt(buffer.count)
          let status = CZlib.inflate(&stream, Z_NO_FLUSH)
          return (status, buffer.count - Int(stream.avail_out))
        }
        if made > 0,
          let refusal = output.withUnsafeBytes({
            emit(UnsafeRawBufferPointer(rebasing: $0[..<made]))
          })
        {
          return .failure(refusal)
        }
        switch status {
        case Z_STREAM_END: return .success(true)
        case Z_OK where stream.avail_in > 0 || made == output.count: continue
        case Z_OK, Z_BUF_ERROR: return .success(false)
        default:
          return .failure(
            .corruptData(stream.msg.map { String(cString: $0) } ?? "status \(status)"))
        }
      }
    }
  }

  /// Inflates a raw deflate stream (no zlib header, as zip stores it) into exactly `expected`
  /// bytes. Inflating stops as soon as the output would pass `expected`: the declared size is a
  /// ceiling the data is held to, never trusted.
  static func inflate(_ input: UnsafeRawBufferPointer, expected: Int) -> Result<[UInt8], ZipRefusal>
  {
    var stream = z_stream()
    let size = Int32(MemoryLayout<z_stream>.size)
    guard inflateInit2_(&stream, -MAX_WBITS, zlibVersion(), size) == Z_OK else {
      return .failure(.corruptData("zlib could not start"))
    }
    defer { inflateEnd(&stream) }
    var outcome: Result<Int, ZipRefusal> = .success(0)
    let output = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
      outcome = run(&stream, input: input, output: UnsafeMutableRawBufferPointer(buffer))
      initialized = (try? outcome.get()) ?? 0
    }
    return outcome.map { _ in output }
  }

  /// The inflate loop: every turn consumes input or produces output, both bounded, so it ends.
  /// Once `output` is full, one spare byte finds out whether the stream wants to go on.
  private static func run(
    _ stream: inout z_stream, input: UnsafeRawBufferPointer, output: UnsafeMutableRawBufferPointer
  ) -> Result<Int, ZipRefusal> {
    var spare: UInt8 = 0
    var consumed = 0
    var produced = 0
    let source = UnsafeMutablePointer(
      mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
    while true {
      let offered = min(input.count - consumed, part)
      stream.next_in = offered > 0 ? source.map { $0 + consumed } : nil
      stream.avail_in = uInt(offered)
      let room = min(output.count - produced, part)
      let status = withUnsafeMutablePointer(to: &spare) { spare in
        stream.next_out =
          room > 0 ? output.baseAddress!.assumingMemoryBound(to: Bytef.self) + produced : spare
        stream.avail_out = uInt(room > 0 ? room : 1)
        return CZlib.inflate(&stream, Z_NO_FLUSH)
      }
      let made = max(room, 1) - Int(stream.avail_out)
      let taken = offered - Int(stream.avail_in)
      if room == 0 && made > 0 { return .failure(.inflatesPastDeclaredSize(output.count)) }
      produced += made
      consumed += taken
      switch status {
      case Z_STREAM_END:
        guard produced == output.count else {
          return .failure(.shorterThanDeclared(actual: produced, declared: output.count))
        }
        return .success(produced)
      case Z_OK where made > 0 || taken > 0:
        continue
      case Z_OK, Z_BUF_ERROR:
        return .failure(.corruptData("the stream ends early"))
      default:
        return .failure(.corruptData(stream.msg.map { String(cString: $0) } ?? "status \(status)"))
      }
    }
  }
}
