import CZlib

@testable import MeridianBasemapBuilder

/// The inflater against zlib: the input's bytes deflated by the system zlib (with parameters the input
/// picks) inflate with Meridian to exactly those bytes.
///
/// The first three bytes pick the parameters: level (`b0 % 10`), strategy (`b1 % 5`: default,
/// filtered, Huffman only, RLE, fixed), window bits (`9 + b2 % 7`), memory level (`1 + (b2 >> 3) % 9`)
/// and raw DEFLATE rather than zlib (`b2 & 0x80`); the fourth repeats the rest `1 + b3 % 8` times, so
/// that long matches and far distances come up. The rest is the source.
enum InflateZlibTarget: FuzzTarget {
  static let name = "inflate-zlib"
  static let strategies = [Z_DEFAULT_STRATEGY, Z_FILTERED, Z_HUFFMAN_ONLY, Z_RLE, Z_FIXED]

  static func run(_ input: [UInt8]) {
    guard input.count >= 4 else { return }
    let level = Int32(input[0] % 10)
    let strategy = strategies[Int(input[1] % 5)]
    let windowBits = 9 + Int32(input[2] % 7)
    let memoryLevel = 1 + Int32((input[2] >> 3) % 9)
    let raw = input[2] & 0x80 != 0
    let part = input.dropFirst(4)
    var source: [UInt8] = []
    for _ in 0...(input[3] % 8) { source += part }
    let parameters = "level \(level), strategy \(strategy), window bits \(windowBits), memory level \(memoryLevel)"
    guard let stream = deflate(source, level, raw ? -windowBits : windowBits, memoryLevel, strategy) else {
      violation("zlib could not deflate \(source.count) bytes (\(parameters))")
    }
    do {
      let output =
        raw
        ? try Inflate.deflate(stream, declaredSize: source.count)
        : try Inflate.zlib(stream, declaredSize: source.count)
      expect(output == source, "\(source.count) bytes (\(parameters)) inflated to other bytes")
    } catch {
      violation("zlib's stream of \(source.count) bytes (\(parameters), raw \(raw)) did not inflate: \(error)")
    }
  }

  /// `source` deflated by zlib in one call (`deflateInit2`, `deflate(Z_FINISH)`), or `nil` on an error.
  static func deflate(
    _ source: [UInt8], _ level: Int32, _ windowBits: Int32, _ memoryLevel: Int32, _ strategy: Int32
  ) -> [UInt8]? {
    var stream = z_stream()
    let size = Int32(MemoryLayout<z_stream>.size)
    guard deflateInit2_(&stream, level, Z_DEFLATED, windowBits, memoryLevel, strategy, zlibVersion(), size) == Z_OK
    else { return nil }
    defer { deflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(source.count))) + 16)
    var input = source
    let status = input.withUnsafeMutableBufferPointer { input in
      output.withUnsafeMutableBufferPointer { output in
        stream.next_in = input.baseAddress
        stream.avail_in = UInt32(input.count)
        stream.next_out = output.baseAddress
        stream.avail_out = UInt32(output.count)
        return CZlib.deflate(&stream, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END else { return nil }
    return Array(output.prefix(Int(stream.total_out)))
  }
}
