import Foundation
import MeridianCore
import Testing

@testable import MeridianGraphics

/// Expects two rectangles to agree within `tolerance` points on every edge.
func expectRect(
  _ actual: CGRect, _ expected: CGRect, tolerance: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation
) {
  let close =
    abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
    && abs(actual.width - expected.width) <= tolerance && abs(actual.height - expected.height) <= tolerance
  #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}

/// The bytes of a PNG file up to and including its IHDR chunk's size fields (enough for the header
/// reader): the signature, the IHDR length 13, "IHDR", then width and height big-endian, per the PNG
/// specification (ISO/IEC 15948, 11.2.2), followed by bit depth 8, colour type 6 and three zero bytes.
func pngHeaderBytes(width: UInt32, height: UInt32) -> Data {
  var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
  bytes += Array("IHDR".utf8)
  for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8((value >> UInt32($0)) & 0xFF) } }
  bytes += [8, 6, 0, 0, 0]
  return Data(bytes)
}

/// A text measurer with a fixed advance per character, as a UI front that measures glyphs might
/// supply: every character is half the font size wide and lines are one font size tall.
struct HalfEmMeasurer: TextMeasurer {
  func size(
    of text: String, fontSize: Double, fontFamily: String, fontWeight: TextSymbol.FontWeight,
    fontStyle: TextSymbol.FontStyle
  ) -> CGSize {
    CGSize(width: Double(text.count) * fontSize / 2, height: fontSize)
  }
}

extension Point {
  /// Malibu, as in the tutorial: latitude 34.027, longitude -118.805 (WGS84).
  static let malibu = Point(latitude: 34.027, longitude: -118.805)
}
