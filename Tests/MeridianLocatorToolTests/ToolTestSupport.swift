import Foundation
import MeridianTestSupport
import MeridianTesting

@testable import MeridianLocatorTool

extension ToolRun {
  /// Runs `meridian-locator` with the given words (progress timed by a test clock nobody advances,
  /// so only the build's own progress points print).
  static func run(_ arguments: [String], terminal: Bool = false) async -> ToolRun {
    await run(terminal: terminal) { await LocatorTool.run(arguments, console: $0, clock: TestClock()) }
  }
}

/// Hand-written data: three places, two categories, two distinct names (two cafés share a name).
enum ToolFixtures {
  static let csv = """
    name,category,street,city,country,latitude,longitude
    Café Regatta,Coffee Shop,Merikannontie 10,Helsinki,FIN,60.1833,24.9115
    Café Regatta,Coffee Shop,Aleksanterinkatu 52,Helsinki,FIN,60.1687,24.9430
    Kaivopuisto,Park,Kaivopuisto,Helsinki,FIN,60.1567,24.9560

    """

  /// One feature, in the same schema.
  static let geoJSON = """
    {"type": "FeatureCollection", "features": [
      {"type": "Feature", "geometry": {"type": "Point", "coordinates": [24.9384, 60.1699]},
       "properties": {"name": "Senate Square", "category": "Park", "city": "Helsinki", "country": "FIN"}}
    ]}
    """
}
