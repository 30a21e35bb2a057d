import Foundation
import MeridianGeocoding

@testable import MeridianOfflineLocator

/// The offline locator's data loaders: a file loads to a typed ``OfflineLocatorError`` or to a locator
/// that answers a query for a name it loaded.
///
/// Modes (first byte): `m` Meridian CSV, `j` Meridian GeoJSON, `c` GeoNames cities, `n` GeoNames
/// countries (applied to one record), `z` US ZIP codes, `p` OpenStreetMap POIs, `a` OpenStreetMap addresses.
enum OfflineCSVTarget: FuzzTarget {
  static let name = "offline-csv"

  /// The scratch file each input is written to (one per process): in `/dev/shm` where it can be
  /// written (memory, so the write's flush costs nothing; on disk it was a fifth of the target's
  /// time), else in the temporary directory.
  static let file: URL = {
    let shm = FileManager.default.isWritableFile(atPath: "/dev/shm")
    let folder = shm ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
    return folder.appendingPathComponent("meridian-fuzz-\(ProcessInfo.processInfo.processIdentifier).csv")
  }()

  static func run(_ input: [UInt8]) {
    let (mode, body) = split(input)
    guard (try? Data(body).write(to: file)) != nil else { violation("cannot write the scratch file \(file.path)") }
    let sources: [OfflineLocator.Source]
    switch mode {
    case UInt8(ascii: "j"): sources = [.geoJSON(file)]
    case UInt8(ascii: "c"): sources = [.geoNamesCities(file)]
    case UInt8(ascii: "n"):
      sources = [
        .geoNamesCountries(file),
        .places([OfflinePlace(name: "Espoo", category: "City", countryCode: "FI", latitude: 60.2, longitude: 24.66)]),
      ]
    case UInt8(ascii: "z"): sources = [.usZipCodes(file)]
    case UInt8(ascii: "p"): sources = [.openStreetMapPOIs(file)]
    case UInt8(ascii: "a"): sources = [.openStreetMapAddresses(file)]
    default: sources = [.csv(file)]
    }
    let places: [OfflinePlace]
    do {
      places = try SourceLoader.load(sources, progress: { _ in })
    } catch {
      return  // typed: OfflineLocatorError
    }
    for (index, place) in places.enumerated() {
      guard
        finding(
          "csv-coordinate",
          place.latitude.isFinite && place.longitude.isFinite
            && abs(place.latitude) <= 90 && abs(place.longitude) <= 180,
          "loaded record \(index) has coordinates \(place.latitude), \(place.longitude)")
      else { return }
    }
    guard let locator = try? OfflineLocator(name: "fuzz", places: places) else { return }
    expect(locator.recordCount == places.count, "\(places.count) records loaded, \(locator.recordCount) indexed")
    LocatorChecks.answersLoadedNames(locator, "CSV mode \(Character(Unicode.Scalar(mode)))")
  }
}
