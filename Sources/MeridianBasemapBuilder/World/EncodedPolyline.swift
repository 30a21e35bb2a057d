/// Google's encoded polyline algorithm format: each coordinate (latitude, then longitude, in units of
/// 10⁻⁵ degree) as the difference from the previous point's, zigzag-encoded, in 5-bit chunks from the
/// lowest, each chunk plus 63 as one ASCII character (`?` to `~`), `0x20` set on all but a value's last.
enum EncodedPolyline {
  /// The most characters of one value: 32 bits of zigzag value in 5-bit chunks.
  static let maximumCharactersPerValue = 7

  /// The points of an encoded polyline, as (longitude, latitude) in degrees.
  ///
  /// - Parameters:
  ///   - text: The encoded bytes.
  ///   - limit: The most points to decode.
  /// - Returns: The points.
  /// - Throws: A message saying what is wrong: a character outside the alphabet, a value cut short or
  ///   over 32 bits, a latitude beyond ±90° or a longitude beyond ±180°, more than `limit` points.
  static func decode(_ text: ArraySlice<UInt8>, limit: Int) throws(EncodedPolylineError) -> [SIMD2<Double>] {
    var points: [SIMD2<Double>] = []
    points.reserveCapacity(Swift.min(limit, text.count / 2))
    var index = text.startIndex
    var latitude = 0
    var longitude = 0
    while index < text.endIndex {
      latitude += try value(text, &index)
      guard index < text.endIndex else {
        throw .init("a latitude without its longitude at character \(index - text.startIndex)")
      }
      longitude += try value(text, &index)
      guard abs(latitude) <= 9_000_000, abs(longitude) <= 18_000_000 else {
        throw .init(
          "point \(points.count) lies at latitude \(Double(latitude) / 1e5), longitude \(Double(longitude) / 1e5)")
      }
      guard points.count < limit else { throw .init("more than \(limit) points") }
      points.append(SIMD2(Double(longitude) / 1e5, Double(latitude) / 1e5))
    }
    return points
  }

  /// One zigzag value, read from `index` on.
  private static func value(_ text: ArraySlice<UInt8>, _ index: inout Int) throws(EncodedPolylineError) -> Int {
    var result = 0
    var shift = 0
    while true {
      guard index < text.endIndex else { throw .init("a value cut short at its end") }
      let byte = text[index]
      guard (63...126).contains(byte) else {
        throw .init("character \(index - text.startIndex) (byte \(byte)) is not in the encoded polyline alphabet")
      }
      index += 1
      let chunk = Int(byte) - 63
      result |= (chunk & 0x1F) << shift
      shift += 5
      if chunk < 0x20 { break }
      guard shift < 5 * maximumCharactersPerValue else {
        throw .init("a value at character \(index - text.startIndex) runs over 32 bits")
      }
    }
    return result & 1 == 1 ? ~(result >> 1) : result >> 1
  }
}

/// Why an encoded polyline cannot be decoded.
struct EncodedPolylineError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
