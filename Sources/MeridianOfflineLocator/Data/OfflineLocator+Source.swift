public import Foundation
import MeridianCore
import MeridianGeocoding

extension OfflineLocator {
  /// Where the records of a locator come from: files in the Meridian schema, files in the schemas
  /// of the bundled data sets, or records in memory.
  ///
  /// A Meridian CSV file has a header row naming its columns (any order, case-insensitive): only
  /// `latitude` and `longitude` are required, and every row needs a `name` or a `street`. A GeoJSON
  /// source is a `FeatureCollection` of `Point` features whose `properties` use the same names.
  /// The columns are listed in “The data schema” in `docs/offline-locator.md`.
  public struct Source: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
      case meridianCSV(URL)
      case geoJSON(URL)
      case geoNamesCities(URL)
      case geoNamesCountries(URL)
      case usZipCodes(URL)
      case openStreetMapPOIs(URL, defaults: OfflinePlace)
      case openStreetMapAddresses(URL, defaults: OfflinePlace)
      case places([OfflinePlace])
    }

    let kind: Kind

    /// A CSV file in the Meridian schema.
    public static func csv(_ url: URL) -> Source { Source(kind: .meridianCSV(url)) }

    /// A GeoJSON `FeatureCollection` of points with Meridian-schema properties.
    public static func geoJSON(_ url: URL) -> Source { Source(kind: .geoJSON(url)) }

    /// Records in memory.
    public static func places(_ places: [OfflinePlace]) -> Source { Source(kind: .places(places)) }

    /// GeoNames populated places: `geonameid,name,alternatenames,admin1,admin2,countrycode,population,latitude,longitude`.
    ///
    /// Each row becomes a "City" with its alternate names, its admin1 as the region and admin2 as the
    /// subregion, and its population as the rank.
    public static func geoNamesCities(_ url: URL) -> Source { Source(kind: .geoNamesCities(url)) }

    /// GeoNames countries: `iso,iso3,name,capital,continentcode,population`.
    ///
    /// Gives every record its country name and three-letter code, and adds each country as a
    /// "Country" place located at its capital (found among the GeoNames cities of the same build;
    /// countries without a capital there are not added as places).
    public static func geoNamesCountries(_ url: URL) -> Source { Source(kind: .geoNamesCountries(url)) }

    /// US ZIP codes: `zip_code,type,city,state,county,latitude,longitude`.
    ///
    /// Each row becomes a "Primary Postal" place named by its code. Rows at exactly (0, 0) — military
    /// codes without a location — are skipped.
    public static func usZipCodes(_ url: URL) -> Source { Source(kind: .usZipCodes(url)) }

    /// OpenStreetMap points of interest:
    /// `osm_id,name,osm_key,osm_value,housenumber,street,postcode,city,phone,website,cuisine,latitude,longitude`.
    ///
    /// The key and value (and cuisine) map onto the category tree (see the offline locator guide).
    /// Empty city, region and country fields take the values of `defaults`.
    public static func openStreetMapPOIs(_ url: URL, defaults: OfflinePlace? = nil) -> Source {
      Source(kind: .openStreetMapPOIs(url, defaults: defaults ?? Source.noDefaults))
    }

    /// OpenStreetMap address points: `osm_id,housenumber,street,postcode,city,latitude,longitude`.
    ///
    /// Each row becomes a "Point Address"; every postcode also becomes a "Primary Postal" place at
    /// the mean position of its addresses. Empty city, region and country fields take the values of
    /// `defaults`.
    public static func openStreetMapAddresses(_ url: URL, defaults: OfflinePlace? = nil) -> Source {
      Source(kind: .openStreetMapAddresses(url, defaults: defaults ?? Source.noDefaults))
    }

    static let noDefaults = OfflinePlace(category: "POI", latitude: 0, longitude: 0)

    /// The file the source reads, if any.
    var url: URL? {
      switch kind {
      case .meridianCSV(let url), .geoJSON(let url), .geoNamesCities(let url), .geoNamesCountries(let url),
        .usZipCodes(let url), .openStreetMapPOIs(let url, _), .openStreetMapAddresses(let url, _):
        return url
      case .places: return nil
      }
    }
  }
}
