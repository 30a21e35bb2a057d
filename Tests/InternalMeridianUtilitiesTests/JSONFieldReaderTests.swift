import Foundation
import InternalMeridianUtilities
import Testing

/// The one JSON field reader: what it answers and how it words a bad field, whatever module reads.
@Suite("JSON field reader")
struct JSONFieldReaderTests {
  static func reader(_ text: String, path: String = "root") throws -> JSONFieldReader<JSONFieldError> {
    try JSONFieldReader(try JSONParser.parse(Data(text.utf8)), path: path)
  }

  @Test("Absent and null members are missing; present ones read by kind")
  func reads() throws {
    let r = try Self.reader(#"{"s":"t","n":2.5,"i":3,"b":true,"a":[1],"o":{"x":1},"z":null}"#)
    #expect(try r.string("s") == "t")
    #expect(try r.number("n") == 2.5)
    #expect(try r.number("i") == 3)
    #expect(try r.optionalBool("b") == true)
    #expect(try r.array("a") == [.int(1)])
    #expect(try r.optionalObject("o")?.number("x") == 1)
    #expect(try r.optionalObject("o")?.path == "root.o")
    #expect(try r.optionalString("z") == nil)
    #expect(try r.optionalNumber("absent") == nil)
    #expect(try r.number("absent", default: 7) == 7)
    #expect(!r.has("z") && r.has("s"))
  }

  @Test(
    "A bad field is named by its path and worded as a predicate",
    arguments: [
      ("string", #"{"k":1}"#, JSONFieldError(path: "root.k", problem: "is a number, not a string")),
      ("string", #"{}"#, JSONFieldError(path: "root.k", problem: "is missing")),
      ("string", #"{"k":null}"#, JSONFieldError(path: "root.k", problem: "is missing")),
      ("number", #"{"k":"1"}"#, JSONFieldError(path: "root.k", problem: "is a string, not a number")),
      ("bool", #"{"k":1}"#, JSONFieldError(path: "root.k", problem: "is a number, not true or false")),
      ("array", #"{"k":{}}"#, JSONFieldError(path: "root.k", problem: "is an object, not an array")),
      ("object", #"{"k":[]}"#, JSONFieldError(path: "root.k", problem: "is an array, not an object")),
      ("choice", #"{"k":"c"}"#, JSONFieldError(path: "root.k", problem: #"is "c", not one of a, b"#)),
    ])
  func wording(_ read: String, _ text: String, _ expected: JSONFieldError) throws {
    let r = try Self.reader(text)
    #expect(throws: expected) {
      switch read {
      case "string": _ = try r.string("k")
      case "number": _ = try r.number("k")
      case "bool": _ = try r.optionalBool("k")
      case "array": _ = try r.array("k")
      case "object": _ = try r.optionalObject("k")
      default: _ = try r.choice("k", ["a": 1, "b": 2], default: 0)
      }
    }
  }

  @Test("The top level that is not an object; the message of the error")
  func topLevel() throws {
    #expect(throws: JSONFieldError(path: "", problem: "is an array, not an object")) {
      _ = try JSONFieldReader(.array([]), path: "")
    }
    #expect(JSONFieldError(path: "", problem: "is missing").description == #"the field "(top level)" is missing"#)
  }

  @Test("Text holding a number is a number only for a reader made so, and nested readers keep that")
  func numbersAsText() throws {
    let value = try JSONParser.parse(Data(#"{"lat":" 60.17 ","o":{"n":"2"}}"#.utf8))
    let strict = try JSONFieldReader(value, path: "")
    #expect(throws: JSONFieldError(path: "lat", problem: "is a string, not a number")) { try strict.number("lat") }
    let lenient = try JSONFieldReader(value, path: "", numbersMayBeText: true) { $0 }
    #expect(try lenient.number("lat") == 60.17)
    #expect(try lenient.optionalObject("o")?.number("n") == 2)
  }

  @Test("A module's own error type: the reader hands each field error to the module's mapping")
  func moduleError() throws {
    struct ModuleError: Error, Equatable { var text: String }
    let r = try JSONFieldReader(.object(["k": .bool(true)]), path: "feature") { ModuleError(text: $0.description) }
    #expect(throws: ModuleError(text: #"the field "feature.k" is a Boolean, not a string"#)) { try r.string("k") }
  }
}
