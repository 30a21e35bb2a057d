@testable import MeridianBasemapBuilder

/// The inflater: any bytes inflate to a typed ``InflateError`` or to output within the limit; and
/// stored blocks built here from the input inflate back to it exactly.
///
/// Modes (first byte): `s` the rest in stored blocks of `1 + second byte` bytes, zlib-wrapped (must
/// round-trip), `t` the same as raw DEFLATE; `r` the rest as raw DEFLATE; `d` the rest as zlib with
/// a declared size (the first two bytes, big-endian); otherwise the rest as a zlib stream.
enum InflateTarget: FuzzTarget {
  static let name = "inflate"
  /// A smaller limit than the default 32 MiB keeps each input fast; the bound is what is checked.
  static let limit = 1 << 20

  static func run(_ input: [UInt8]) {
    let (mode, body) = split(input)
    switch mode {
    case UInt8(ascii: "s"), UInt8(ascii: "t"):
      let (size, data) = split(body)
      let wrapped = mode == UInt8(ascii: "s")
      let stream = stored(data, blockSize: 1 + Int(size), wrapped: wrapped)
      do {
        let output = wrapped ? try Inflate.zlib(stream, declaredSize: data.count) : try Inflate.deflate(stream)
        expect(output == data, "stored blocks of \(data.count) bytes inflated to \(output.count) different bytes")
      } catch {
        violation("stored blocks of \(data.count) bytes (blocks of \(1 + Int(size))) did not inflate: \(error)")
      }
    case UInt8(ascii: "r"):
      check(body) { (stream) throws(InflateError) in try Inflate.deflate(stream, limit: limit) }
    case UInt8(ascii: "d"):
      guard body.count >= 2 else { return }
      let declared = Int(body[0]) << 8 | Int(body[1])
      let stream = Array(body.dropFirst(2))
      let output = check(stream) { (stream) throws(InflateError) in
        try Inflate.zlib(stream, declaredSize: declared, limit: limit)
      }
      if let output { expect(output.count == declared, "declared \(declared) bytes, got \(output.count)") }
    default:
      check(body) { (stream) throws(InflateError) in try Inflate.zlib(stream, limit: limit) }
    }
  }

  /// Inflates, checks the bound, and inflates again to check the output is the same.
  @discardableResult
  private static func check(_ stream: [UInt8], _ inflate: ([UInt8]) throws(InflateError) -> [UInt8]) -> [UInt8]? {
    do {
      let output = try inflate(stream)
      expect(output.count <= limit, "\(output.count) bytes of output, beyond the limit of \(limit)")
      let again = try inflate(stream)
      expect(again == output, "inflating the same stream twice gave different bytes")
      return output
    } catch {
      return nil  // typed: InflateError (typed throws)
    }
  }

  /// `data` in stored blocks of at most `blockSize` bytes (RFC 1951 §3.2.4), with the zlib header and
  /// Adler-32 (RFC 1950) when `wrapped`.
  static func stored(_ data: [UInt8], blockSize: Int, wrapped: Bool) -> [UInt8] {
    var stream: [UInt8] = wrapped ? [0x78, 0x01] : []
    var start = 0
    repeat {
      let end = min(data.count, start + blockSize)
      let length = end - start
      stream.append(end == data.count ? 1 : 0)
      stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8 & 0xFF)]
      stream += data[start..<end]
      start = end
    } while start < data.count
    guard wrapped else { return stream }
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return stream + [UInt8(b >> 8), UInt8(b & 0xFF), UInt8(a >> 8), UInt8(a & 0xFF)]
  }
}
