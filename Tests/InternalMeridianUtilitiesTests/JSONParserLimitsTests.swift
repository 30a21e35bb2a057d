import Foundation
import InternalMeridianUtilities
import Testing

@Suite("JSON parser limits, number typing and writer") struct JSONParserLimitsTests {
  @Test("The default limits are 64 MiB, 100 levels and 5,000,000 values")
  func defaults() {
    let limits = JSONParser.Limits.standard
    #expect(limits.maximumBytes == 64 * 1024 * 1024)
    #expect(limits.maximumDepth == 100)
    #expect(limits.maximumValueCount == 5_000_000)
  }

  @Test("Nesting: 100 levels parse, 101 are refused")
  func depth() throws {
    let hundred = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    let hundredAndOne = String(repeating: "[", count: 101) + String(repeating: "]", count: 101)
    _ = try JSONParser.parse(Data(hundred.utf8))
    #expect(throws: JSONParseError.self) { try JSONParser.parse(Data(hundredAndOne.utf8)) }
    // Objects count as levels too: {"a":{"a":1}} is 2 deep.
    let limits = JSONParser.Limits(maximumDepth: 1)
    #expect(throws: JSONParseError.self) { try JSONParser.parse(Data(#"{"a":{"a":1}}"#.utf8), limits: limits) }
    #expect(try JSONParser.parse(Data(#"{"a":1}"#.utf8), limits: limits) == .object(["a": .int(1)]))
  }

  @Test("Size: a text one byte over the byte limit is refused before it is read")
  func size() throws {
    let limits = JSONParser.Limits(maximumBytes: 4)
    #expect(try JSONParser.parse(Data("[12]".utf8), limits: limits) == .array([.int(12)]))
    #expect(throws: JSONParseError(message: "the text is 5 bytes; at most 4 are read", offset: 0)) {
      try JSONParser.parse(Data("[1,2]".utf8), limits: limits)
    }
  }

  @Test("Value count: [1,2] is 3 values (the array and two numbers)")
  func valueCount() throws {
    #expect(throws: JSONParseError.self) {
      try JSONParser.parse(Data("[1,2]".utf8), limits: JSONParser.Limits(maximumValueCount: 2))
    }
    #expect(
      try JSONParser.parse(Data("[1,2]".utf8), limits: JSONParser.Limits(maximumValueCount: 3))
        == .array([.int(1), .int(2)]))
  }

  @Test("Numbers: Int when written as an integer that fits, else Double")
  func numberTyping() throws {
    #expect(try JSONParser.parse(Data("9223372036854775807".utf8)) == .int(Int.max))
    #expect(try JSONParser.parse(Data("-9223372036854775808".utf8)) == .int(Int.min))
    // 2^63 does not fit Int: the double 9223372036854775808.
    #expect(try JSONParser.parse(Data("9223372036854775808".utf8)) == .double(9_223_372_036_854_775_808))
    #expect(try JSONParser.parse(Data("-9223372036854775809".utf8)) == .double(-9_223_372_036_854_775_808))
    #expect(try JSONParser.parse(Data("1.0".utf8)) == .double(1))
    #expect(try JSONParser.parse(Data("1e2".utf8)) == .double(100))
    #expect(try JSONParser.parse(Data("-12".utf8)) == .int(-12))
  }

  @Test("Non-finite numbers are refused; 1e308 is the largest power of ten that reads")
  func nonFinite() throws {
    #expect(try JSONParser.parse(Data("1e308".utf8)) == .double(1e308))
    #expect(throws: JSONParseError.self) { try JSONParser.parse(Data("1e309".utf8)) }
    #expect(throws: JSONParseError.self) { try JSONParser.parse(Data("-1e400".utf8)) }
  }

  @Test("Duplicate keys: every member kept in order, the last one answers a lookup, the writer keeps the last")
  func duplicateKeys() throws {
    let value = try JSONParser.parse(Data(#"{"a":1,"b":2,"a":3}"#.utf8))
    let object = try #require(value.object)
    #expect(object.count == 3)
    #expect(object["a"] == .int(3))
    #expect(String(decoding: try JSONWriter.data(value), as: UTF8.self) == #"{"a":3,"b":2}"#)
  }

  @Test("BOM: one UTF-8 byte order mark before the text is skipped; a second one, or one inside, is refused")
  func byteOrderMark() throws {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    #expect(try JSONParser.parse(Data(bom + Array("[1]".utf8))) == .array([.int(1)]))
    #expect(throws: JSONParseError.self) { try JSONParser.parse(Data(bom + bom + Array("[1]".utf8))) }
    #expect(throws: JSONParseError.self) { try JSONParser.parse(Data(Array("[".utf8) + bom + Array("1]".utf8))) }
  }

  @Test("The writer: sorted keys, escapes, -0 written as -0, non-finite numbers refused with their path")
  func writer() throws {
    let value: JSONValue = .object([
      "b": .array([.double(-0.0), .double(3), .double(0.5)]), "a": .string("q\"\n\u{1}"),
    ])
    let text = String(decoding: try JSONWriter.data(value), as: UTF8.self)
    #expect(text == #"{"a":"q\"\n\u0001","b":[-0,3,0.5]}"#)
    // Read back: members in written (sorted) order, and 3 written without a fraction reads as an Int.
    let reread: JSONValue = .object(["a": .string("q\"\n\u{1}"), "b": .array([.double(-0.0), .int(3), .double(0.5)])])
    #expect(try JSONParser.parse(Data(text.utf8)) == reread)
    let bad: JSONValue = .object(["rings": .array([.array([.double(.nan)])])])
    #expect(throws: JSONWriteError.self) { try JSONWriter.data(bad) }
    do {
      _ = try JSONWriter.data(bad)
    } catch {
      #expect(error.path == "rings[0][0]")
    }
  }

  @Test("The writer keeps the order members were built in when asked: each name where it first appears, its last value")
  func writerAsBuilt() throws {
    var object: JSONObject = ["x": .int(1), "y": .int(2)]
    object.append("spatialReference", .object(["wkid": .int(3857), "latestWkid": .int(3857)]))
    object.append("x", .double(1.5))  // a repeated name keeps its first place and takes its last value
    #expect(
      try JSONWriter.string(.object(object), keyOrder: .asBuilt)
        == #"{"x":1.5,"y":2,"spatialReference":{"wkid":3857,"latestWkid":3857}}"#)
    #expect(
      try JSONWriter.string(.object(object)) == #"{"spatialReference":{"latestWkid":3857,"wkid":3857},"x":1.5,"y":2}"#)
  }
}
