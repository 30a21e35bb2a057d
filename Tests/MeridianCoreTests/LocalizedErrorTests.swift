import Foundation
import Testing

@testable import MeridianCore

/// The rule of docs/architecture.md ("Errors"): every public error type is a `LocalizedError` whose
/// `errorDescription` is its `description`, so `localizedDescription` shows the message on every
/// platform instead of "The operation couldn't be completed".
@Suite("Errors: one LocalizedError rule")
struct LocalizedErrorTests {
  @Test("Core's public errors show their description as their localized description")
  func coreErrors() {
    let errors: [any Error & CustomStringConvertible] = [
      GeometryError.latitudeOutOfRange(95),
      GeometryError.malformedInput("Esri JSON: the field \"x\" is missing."),
      ColorParseError(text: "#12"),
      CoordinateFormatError(.unreadable, text: "x", message: "The text x is not a coordinate."),
    ]
    for error in errors {
      #expect(error.localizedDescription == error.description)
      #expect((error as? any LocalizedError)?.errorDescription == error.description)
    }
  }
}
