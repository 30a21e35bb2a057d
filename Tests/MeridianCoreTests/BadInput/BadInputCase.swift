import Testing

@testable import MeridianCore

/// One bad-input case: the call and input (its name), and the typed error it must throw.
///
/// Every call takes value-type inputs, so "nothing changed" is checked by the case itself where a value
/// is held (the input compared with a copy taken before the call).
struct GeometryBadCase: Sendable, CustomTestStringConvertible {
  let name: String
  let call: @Sendable () throws -> Void
  let expected: @Sendable (GeometryError) -> Bool

  init(
    _ name: String, _ expected: @escaping @Sendable (GeometryError) -> Bool,
    _ call: @escaping @Sendable () throws -> Void
  ) {
    self.name = name
    self.call = call
    self.expected = expected
  }

  var testDescription: String { name }

  /// Runs the case, expecting its error.
  func check(sourceLocation: SourceLocation = #_sourceLocation) {
    expectGeometryError(expected, sourceLocation: sourceLocation) { try call() }
  }
}

/// Predicates for the ``GeometryError`` cases.
enum Expect {
  static let nonFinite: @Sendable (GeometryError) -> Bool = {
    if case .nonFiniteCoordinate = $0 { true } else { false }
  }
  static let outOfRange: @Sendable (GeometryError) -> Bool = {
    if case .coordinateOutOfRange = $0 { true } else { false }
  }
  static let tooLarge: @Sendable (GeometryError) -> Bool = { if case .outputTooLarge = $0 { true } else { false } }
  static let latitude: @Sendable (GeometryError) -> Bool = { if case .latitudeOutOfRange = $0 { true } else { false } }
  static let argument: @Sendable (GeometryError) -> Bool = { if case .invalidParameter = $0 { true } else { false } }
  static let unsupported: @Sendable (GeometryError) -> Bool = {
    if case .unsupportedSpatialReference = $0 { true } else { false }
  }
  static let mismatched: @Sendable (GeometryError) -> Bool = {
    if case .mismatchedSpatialReferences = $0 { true } else { false }
  }
  static let empty: @Sendable (GeometryError) -> Bool = { if case .emptyGeometry = $0 { true } else { false } }
  static let malformed: @Sendable (GeometryError) -> Bool = { if case .malformedInput = $0 { true } else { false } }

  /// A malformed-input error whose message contains every one of `parts` (the JSON path, the problem).
  static func malformed(mentioning parts: String...) -> @Sendable (GeometryError) -> Bool {
    { error in
      guard case .malformedInput(let message) = error else { return false }
      return parts.allSatisfy { message.contains($0) }
    }
  }
}
