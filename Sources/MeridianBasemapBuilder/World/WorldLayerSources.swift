public import Foundation

/// What a basemap draws beyond its extract and at small scales: the world layer.
///
/// - `countries`: Natural Earth's 1:110m country polygons (GeoJSON), the land at zooms 0–2 (or at
///   zooms 0–5 when no layer file is given, as before the world layer).
/// - `layerFiles`: world layer files (`.meridianworld`, the format in `docs/data.md`): each a cut of the
///   world or a region with the zoom levels it is made into, holding land, lakes, borders, rivers and
///   country names. A regional file is drawn over the world inside its box, from its first zoom on;
///   regional files are drawn by their first zoom, so a finer cut wins inside its box.
/// - `places`: the cities and towns to label (GeoNames' in the sample data).
///
/// ```swift
/// let world = WorldLayerSources(countries: countriesURL, layerFiles: [worldURL, regionURL], places: places)
/// let cache = try await VectorTileCache(openStreetMapExtract: extract, world: world)
/// ```
public struct WorldLayerSources: Sendable, Hashable {
  /// The largest world layer file read: 32 MiB (the sample's largest is under 1 MB).
  public static let maximumFileBytes = 32 << 20
  /// The most points one world layer file may hold: 4,000,000.
  public static let maximumPoints = 4_000_000
  /// The most places labelled: 1,000,000.
  public static let maximumPlaces = 1_000_000

  /// Natural Earth's country polygons (GeoJSON FeatureCollection), or `nil`.
  public var countries: URL?
  /// The world layer files: the world's drawn in order, then the regional cuts by their first zoom
  /// (in the order given when equal).
  public var layerFiles: [URL]
  /// The populated places to label.
  public var places: [PopulatedPlace]

  /// Creates the world layer's sources.
  ///
  /// - Parameters:
  ///   - countries: Natural Earth's country polygons; `nil` by default.
  ///   - layerFiles: World layer files; none by default.
  ///   - places: Places to label; none by default.
  public init(countries: URL? = nil, layerFiles: [URL] = [], places: [PopulatedPlace] = []) {
    self.countries = countries
    self.layerFiles = layerFiles
    self.places = places
  }
}
