import Foundation
import Testing

@testable import MeridianCore

/// GeoJSON text read through the shared JSON layer: the same answer on every platform, and typed
/// errors for text that is not JSON, too deep, or not UTF-8.
@Suite("GeoJSON text")
struct GeoJSONTextTests {
  let coder = GeoJSONGeometryCoder()

  func message(_ text: some Sequence<UInt8>) -> String? {
    do {
      _ = try coder.decode(Data(text))
      return nil
    } catch GeometryError.malformedInput(let message) {
      return message
    } catch {
      return "unexpected \(error)"
    }
  }

  @Test("A Boolean is not a coordinate (Foundation's bridging read true as 1 on Apple platforms)")
  func booleanIsNoCoordinate() {
    let text = #"{"type":"Point","coordinates":[true,60]}"#
    #expect(message(text.utf8)?.contains("\"coordinates\" is not a position") == true)
  }

  @Test("Integers and doubles are both numbers: [24, 60.5] is longitude 24, latitude 60.5")
  func integersAreNumbers() throws {
    let point = try #require(try coder.decode(Data(#"{"type":"Point","coordinates":[24,60.5]}"#.utf8)) as? Point)
    #expect(point.x == 24 && point.y == 60.5 && point.z == nil)
  }

  @Test("A repeated member reads its last value, as most JSON readers do")
  func repeatedMemberIsLast() throws {
    let text = #"{"type":"Point","coordinates":[1,2],"coordinates":[3,4]}"#
    let point = try #require(try coder.decode(Data(text.utf8)) as? Point)
    #expect(point.x == 3 && point.y == 4)
  }

  @Test("Text that is not JSON, not UTF-8, or nested deeper than 100 levels throws malformedInput")
  func badText() {
    #expect(
      message(#"{"type":"Point","coordinates":[1,2]"#.utf8)?.hasPrefix("GeoJSON: the text is not valid JSON") == true)
    // 0xC3 0x28 is an invalid two-byte UTF-8 sequence inside a string.
    let invalidUTF8 = Array(#"{"type":"Po"#.utf8) + [0xC3, 0x28] + Array(#"int","coordinates":[1,2]}"#.utf8)
    #expect(message(invalidUTF8)?.hasPrefix("GeoJSON: the text is not valid JSON") == true)
    let deep =
      #"{"type":"Point","coordinates":"# + String(repeating: "[", count: 150) + String(repeating: "]", count: 150) + "}"
    #expect(message(deep.utf8)?.hasPrefix("GeoJSON: the text is not valid JSON") == true)
  }

  @Test("Writing: sorted keys, integral doubles without a fraction, the shortest form otherwise")
  func writing() throws {
    let text = try String(decoding: coder.encode(Point(x: 24.9384, y: 60, spatialReference: .wgs84)), as: UTF8.self)
    #expect(text == #"{"coordinates":[24.9384,60],"type":"Point"}"#)
  }
}
