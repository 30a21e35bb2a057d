import Foundation
import MeridianCore
import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// Regional cuts given coarsest last: the finer still wins inside its box from its first zoom, the
/// coarser elsewhere and below it. The expected kinds are GMT's own (`gmt select`, GMT 6.4.0, GSHHG
/// 2.3.7): the island of Tytärsaari (59.8472 N 27.1962 E) is land at `-Dh -A0` (the Gulf of Finland
/// cut, zooms 8–9) and sea at `-Di -A10` (the Baltic cut, zooms 6–7); Lake Engure in Latvia (57.2744 N
/// 23.0981 E, outside the gulf's box) is a lake at `-Di -A10` and land at `-Dl -A100` (the world's
/// cut). Each answer holds for every point within 0.01° (0.02° at Engure) of it.
@Suite("World layer regional cuts' order")
struct WorldRegionOrderTests {
  static let cache = WorldLandSeaTests.build([
    "world-crude", "world-low", "helsinki-full", "gulf-of-finland-high", "baltic-intermediate",
  ])

  @Test("The finer cut wins inside its box from its first zoom, whatever the files' order")
  func finerWins() throws {
    let cache = try Self.cache.get()
    #expect(try WorldLandSeaTests.kind(at: 27.1962, 59.8472, zoom: 8.5, in: cache) == "land", "Tytärsaari at 8.5")
    #expect(try WorldLandSeaTests.kind(at: 27.1962, 59.8472, zoom: 9.5, in: cache) == "land", "Tytärsaari at 9.5")
    #expect(try WorldLandSeaTests.kind(at: 27.1962, 59.8472, zoom: 6.9, in: cache) == "water", "Tytärsaari at 6.9")
    #expect(try WorldLandSeaTests.kind(at: 23.0981, 57.2744, zoom: 8.5, in: cache) == "water", "Engure at 8.5")
    #expect(try WorldLandSeaTests.kind(at: 23.0981, 57.2744, zoom: 6.9, in: cache) == "water", "Engure at 6.9")
    #expect(try WorldLandSeaTests.kind(at: 23.0981, 57.2744, zoom: 4.9, in: cache) == "land", "Engure at 4.9")
  }
}
