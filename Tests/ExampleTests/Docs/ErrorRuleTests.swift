import Foundation
import Meridian
import Testing

/// The error rule of docs/architecture.md ("Errors"), checked on every public error type the
/// package declares: `Error`, `Sendable`, `Hashable`, `CustomStringConvertible` and
/// `LocalizedError`, with `errorDescription` equal to `description`.
///
/// The list of types is not trusted: the test reads every `public` type under `Sources/` whose
/// declaration names `Error`, so a new public error type that the list leaves out fails here.
@Suite("Errors: every public error type follows one rule")
struct ErrorRuleTests {
  /// At least one value of every public error type, each a case that names what and where.
  static let examples: [any Error & Sendable & Hashable & CustomStringConvertible] = [
    GeometryError.latitudeOutOfRange(95),
    GeometryError.malformedInput("Esri JSON: the field \"x\" is missing."),
    CoordinateFormatError(.unreadable, text: "x", message: "The text x is not a coordinate."),
    ColorParseError(text: "#12"),
    TileSourceError.invalidParameter(name: "level", reason: "is -1, not 0 or more"),
    GraphicsError.invalidParameter(name: "width", reason: "is negative"),
    ClusteringError.invalidParameter(name: "radius", reason: "is not finite"),
    GeocodingError.invalidParameter(name: "maxResults", reason: "is 0"),
    OfflineLocatorError.invalidParameter(name: "maxResults", reason: "is 0"),
    MapViewError.invalidParameter(name: "tolerance", reason: "is negative"),
    BasemapBuildError.tooLarge(what: "the extract"),
    InflateError(.headerCheckFailed, offset: 0),
    OpenStreetMapReadError(.truncated(needed: 8, available: 3), file: "a.osm.pbf", blobIndex: 2),
    GeoNamesPlacesReadError(file: "cities.csv", line: 4, field: "population", reason: "is not a number"),
    WorldLayerReadError(.notAWorldLayer, file: "world.meridianworld"),
  ]

  @Test("Each error's localized description is its description, which is not empty")
  func localizedDescriptionIsTheDescription() {
    for error in Self.examples {
      #expect(!error.description.isEmpty)
      #expect((error as? any LocalizedError)?.errorDescription == error.description, "\(type(of: error))")
      #expect(error.localizedDescription == error.description, "\(type(of: error))")
    }
  }

  @Test("The examples cover every public error type declared under Sources")
  func everyPublicErrorTypeIsListed() throws {
    let listed = Set(Self.examples.map { String(describing: type(of: $0)) })
    let declared = try Self.declaredPublicErrorTypes()
    #expect(declared.count >= 14)
    #expect(
      declared.subtracting(listed).isEmpty,
      "public error types with no example here: \(declared.subtracting(listed).sorted())")
    #expect(
      listed.subtracting(declared).isEmpty,
      "listed but not found under Sources: \(listed.subtracting(declared).sorted())")
  }

  /// The names of the `public` enums and structs under `Sources/` whose inheritance clause names `Error`.
  static func declaredPublicErrorTypes() throws -> Set<String> {
    let sources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources")
    let declaration = /public\s+(?:final\s+)?(?:enum|struct|class)\s+(\w+)\s*:([^{]*)\{/
    var names: Set<String> = []
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: declaration) {
        let conformances = match.output.2.split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if conformances.contains("Error") { names.insert(String(match.output.1)) }
      }
    }
    return names
  }
}
