import Meridian

/// Where each flow starts and what it types, offline (Helsinki sample data) or online (the tutorials' places).
struct FlowPlaces: Sendable {
  /// The find-places map: where to look and the categories to pick.
  var findPlacesViewpoint: Viewpoint
  /// The addresses the search-address flow submits, in order; the last two are submitted back to back.
  var addresses: [String]
  /// Text that names nothing, to show the "no result" state.
  var nonsense: String
  /// The find-place map.
  var findPlaceViewpoint: Viewpoint
  /// What the find-place flow types into the POI field, keystroke by keystroke, and what it searches.
  var poiKeystrokes: [String]
  /// What it types into the "near" field.
  var nearKeystrokes: [String]
  /// Where the simulated device is, for "Current Location".
  var currentLocation: Point
  /// The offline-geocode map.
  var offlineGeocodeViewpoint: Viewpoint
  /// The addresses the offline-geocode flow offers to pick from instead of typing (the sample app's
  /// preset list: app data, not the model's).
  var presetAddresses: [String]
  /// The display-map map.
  var displayMapViewpoint: Viewpoint

  /// Helsinki, on the embedded sample data (© OpenStreetMap contributors, ODbL 1.0).
  ///
  /// The addresses are rows of the bundled `helsinki-addresses.csv`: Kaivokatu 1 (node/25389429),
  /// Mannerheimintie 20 and Aleksanterinkatu 52 are in the extract. The offline-geocode presets are
  /// too: Aleksanterinkatu 9 (node/6262954048), Kaivokatu 8 (node/4867546225), Annankatu 24
  /// (node/4747221554), Simonkatu 10 (node/311750221) and Fredrikinkatu 41 (node/319924757).
  static let offline = FlowPlaces(
    findPlacesViewpoint: Viewpoint(latitude: 60.16990, longitude: 24.93840, scale: 10_000),
    addresses: ["Kaivokatu 1", "Mikonkatu 18", "Aleksanterinkatu 52"],
    nonsense: "Qwxzv 999",
    findPlaceViewpoint: Viewpoint(latitude: 60.17100, longitude: 24.94300, scale: 15_000),
    poiKeystrokes: ["C", "Ca", "Caf", "Cafe"],
    nearKeystrokes: ["Hel", "Helsinki"],
    currentLocation: Point(latitude: 60.16870, longitude: 24.94270),
    offlineGeocodeViewpoint: Viewpoint(latitude: 60.16900, longitude: 24.94200, scale: 8_000),
    presetAddresses: [
      "Aleksanterinkatu 9, Helsinki", "Kaivokatu 8, Helsinki", "Annankatu 24, Helsinki", "Simonkatu 10, Helsinki",
      "Fredrikinkatu 41, Helsinki",
    ],
    displayMapViewpoint: Viewpoint(latitude: 60.16952, longitude: 24.93545, scale: 20_000))

  /// The tutorials' places: Malibu and the Santa Monica Mountains, San Diego.
  static let online = FlowPlaces(
    findPlacesViewpoint: Viewpoint(latitude: 34.02700, longitude: -118.80500, scale: 72_000),
    addresses: [
      "380 New York St, Redlands, CA", "1600 Pennsylvania Ave NW, Washington, DC", "910 N Harbor Dr, San Diego, CA",
    ],
    nonsense: "Qwxzv 999",
    findPlaceViewpoint: Viewpoint(latitude: 32.72000, longitude: -117.16000, scale: 72_000),
    poiKeystrokes: ["S", "St", "Sta", "Starbucks"],
    nearKeystrokes: ["San", "San Diego"],
    currentLocation: Point(latitude: 32.71570, longitude: -117.16110),
    offlineGeocodeViewpoint: Viewpoint(latitude: 32.71570, longitude: -117.16110, scale: 20_000),
    presetAddresses: [
      "910 N Harbor Dr, San Diego, CA 92101", "2920 Zoo Dr, San Diego, CA 92101",
      "111 W Harbor Dr, San Diego, CA 92101",
    ],
    displayMapViewpoint: Viewpoint(latitude: 34.02700, longitude: -118.80500, scale: 72_000))
}
