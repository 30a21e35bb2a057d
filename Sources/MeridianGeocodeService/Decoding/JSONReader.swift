import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

extension JSONValue {
  /// The longest response body parsed: 1 GiB, the transport's largest response limit.
  static let maximumBodyBytes = 1 << 30

  /// The bounds of a response body: ``maximumBodyBytes``, 100 levels of nesting, and as many values as
  /// the body has bytes.
  static let bodyLimits = JSONParser.Limits(
    maximumBytes: maximumBodyBytes, maximumDepth: 100, maximumValueCount: maximumBodyBytes)

  /// Parses a response body, or throws a decoding error that names the body.
  static func parse(_ data: Data) throws -> JSONValue {
    do {
      return try JSONParser.parse(data, limits: bodyLimits)
    } catch {
      let shown = String(decoding: data.prefix(60), as: UTF8.self).unicodeScalars.map { scalar in
        scalar.properties.generalCategory == .control ? " " : String(scalar)
      }
      let start = URLRedaction.redact(shown.joined())
      throw GeocodingError.decoding(
        field: "(body)",
        message: "the response is not JSON (\(error.message) at byte \(error.offset)); it starts with \"\(start)\".")
    }
  }
}

/// The shared field reader with the geocode service's rules: errors are
/// `GeocodingError/decoding(field:message:)` naming the field's path (`candidates[2].score`; `(body)`
/// for the top level), and text holding a number reads as that number (legacy fields such as `Rank`,
/// and Nominatim's `lat` and `lon`).
typealias JSONReader = JSONFieldReader<GeocodingError>

extension JSONFieldReader where Failure == GeocodingError {
  /// Creates a reader of a response object.
  ///
  /// - Throws: `GeocodingError/decoding(field:message:)` when the value is not an object.
  init(_ value: JSONValue, path: String) throws(GeocodingError) {
    try self.init(value, path: path, numbersMayBeText: true) { .decoding($0) }
  }
}

extension GeocodingError {
  /// A field error as `decoding(field:message:)`: the field's path (`(body)` for the top level) and
  /// "the field is missing." or the like.
  static func decoding(_ error: JSONFieldError) -> GeocodingError {
    .decoding(field: error.path.isEmpty ? "(body)" : error.path, message: "the field \(error.problem).")
  }
}
