import Foundation
import InternalMeridianUtilities

extension JSONValue {
  /// Parses Esri JSON text with ``JSONParser``'s standard bounds (64 MiB, 100 levels, 5,000,000 values,
  /// valid UTF-8, finite numbers).
  static func parse(_ data: Data, what: String) throws(GraphicsError) -> JSONValue {
    do {
      return try JSONParser.parse(data)
    } catch {
      throw GraphicsError.malformedJSON("The \(what) is not valid JSON: \(error.description).")
    }
  }

  /// The value as JSON text, keys sorted (``JSONWriter``).
  func encoded() throws(GraphicsError) -> Data {
    do {
      return try JSONWriter.data(self)
    } catch {
      throw GraphicsError.unencodable("The value cannot be written as JSON: \(error.description).")
    }
  }
}

extension EsriJSON {
  /// The shared field reader, failing with ``GraphicsError/malformedJSON(_:)`` that names the field's
  /// path and the problem: `symbol.size is a string, not a number.`
  typealias Reader = JSONFieldReader<GraphicsError>
}

extension JSONFieldReader where Failure == GraphicsError {
  /// Creates a reader of an Esri JSON object whose errors are ``GraphicsError/malformedJSON(_:)``.
  ///
  /// - Throws: ``GraphicsError/malformedJSON(_:)`` when the value is not an object.
  init(_ value: JSONValue, path: String) throws(GraphicsError) {
    try self.init(value, path: path) { .malformedJSON("\($0.shownPath) \($0.problem).") }
  }
}
