import Foundation

@testable import MeridianBasemapBuilder

/// The world layer reader: any bytes read to a typed ``WorldLayerReadError`` or to a file whose
/// invariants hold: rings of three points or more, paths of two or more, every coordinate within ±90°
/// and ±180°, zooms ascending within 0...22, a box whose west and south lie below its east and north.
enum WorldLayerTarget: FuzzTarget {
  static let name = "world-layer"

  static func run(_ input: [UInt8]) {
    let file: WorldLayerFile
    do {
      file = try WorldLayerFile(Data(input), file: "fuzz.meridianworld", maximumBytes: 1 << 20, maximumPoints: 100_000)
    } catch {
      expectTyped(error, [WorldLayerReadError.self, CancellationError.self], "WorldLayerFile")
      return
    }
    func inRange(_ p: SIMD2<Double>) -> Bool { abs(p.x) <= 180 && abs(p.y) <= 90 }
    for polygon in file.land + file.water {
      expect(!polygon.isEmpty, "a polygon without rings")
      for ring in polygon {
        expect(ring.count >= 3 && ring.allSatisfy(inRange), "a ring of \(ring.count) points or out of range")
      }
    }
    for path in file.borders + file.rivers {
      expect(path.count >= 2 && path.allSatisfy(inRange), "a path of \(path.count) points or out of range")
    }
    expect(file.zooms.lowerBound >= 0 && file.zooms.upperBound <= 22, "zooms \(file.zooms)")
    if let box = file.box { expect(box.min.x < box.max.x && box.min.y < box.max.y, "box \(box)") }
    for country in file.countries {
      expect(!country.name.isEmpty && inRange(country.point) && country.area >= 0, "country \(country)")
    }
  }
}
