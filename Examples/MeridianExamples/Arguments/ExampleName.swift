/// The headless examples, by their executable names.
public enum ExampleName: String, Sendable, Hashable, CaseIterable {
  /// Find places: pick a category, see markers near the centre, tap one for its name and address.
  case findPlaces = "find-places"
  /// Search for an address: type and submit, one marker and label; a newer search cancels an older one.
  case searchAddress = "search-address"
  /// Find place: suggestions while typing, a "near" field, POI search, pan and "Redo search in this area".
  case findPlace = "find-place"
  /// Offline geocode: preset addresses, then long-press and drag to reverse geocode.
  case offlineGeocode = "offline-geocode"
  /// Display a map: tap to add markers, switch maps, clear.
  case displayMap = "display-map"
  /// Cluster places: the world's 170,000 populated places as clusters, zoomed into and paged.
  case clusterPlaces = "cluster-places"
  /// Spatial analysis: buffer a walk on the ellipsoid, intersect it with a park, measure the parts.
  case spatialAnalysis = "spatial-analysis"
  /// The demo: the five app flows in sequence, then (offline) cluster places and spatial analysis.
  case demo = "meridian-demo"

  /// The five app flows, in the order the demo runs them (it then adds cluster places, offline).
  public static let flows: [ExampleName] = [.findPlaces, .searchAddress, .findPlace, .offlineGeocode, .displayMap]

  /// The flow's heading in a transcript.
  public var title: String {
    switch self {
    case .findPlaces: return "Find places"
    case .searchAddress: return "Search for an address"
    case .findPlace: return "Find place"
    case .offlineGeocode: return "Offline geocode"
    case .displayMap: return "Display a map"
    case .clusterPlaces: return "Cluster places"
    case .spatialAnalysis: return "Spatial analysis"
    case .demo: return "Meridian demo"
    }
  }

  /// One sentence on what the example shows.
  public var summary: String {
    switch self {
    case .findPlaces:
      return "Find places: pick a category, see markers near the visible centre, tap one to read its name and address."
    case .searchAddress:
      return "Search for an address: type and submit addresses; one marker and label follow the latest result."
    case .findPlace:
      return "Find place: suggestions while typing, a \"near\" field, POI search, pan, \"Redo search in this area\"."
    case .offlineGeocode:
      return "Offline geocode: geocode preset addresses, then long-press and drag to reverse geocode."
    case .displayMap:
      return "Display a map: tap to add markers, switch maps, clear the graphics."
    case .clusterPlaces:
      return "Cluster places: the world's 170,000 places clustered, a cluster tapped, zoomed into and paged."
    case .spatialAnalysis:
      return "Spatial analysis: a walk buffered by 50 m on the ellipsoid, intersected with a park, the parts measured."
    case .demo:
      return
        "Runs seven flows on the embedded sample data (the five app flows, then cluster places and spatial analysis; no network, no key), or the five online with --online."
    }
  }
}
