import MeridianCore
import MeridianGeocoding

extension OfflineLocator {
  /// The longest search text (geocode or suggest), in UTF-8 bytes, as given (before trimming).
  ///
  /// A longer text throws ``OfflineLocatorError/invalidParameter(name:reason:)`` for `searchText`,
  /// naming its length and this limit; the check costs nothing, so a 10 MB paste is refused at once.
  /// It is the bound `LocatorTask` puts on every transport's search text (2,048 bytes).
  public static let maxSearchTextLength = LocatorTask.maxSearchTextBytes

  /// The most results a geocode or category search returns: a larger `maxResults` is clamped to it.
  public static let maxResultsLimit = 100

  /// The most results a reverse geocode returns: a larger `maxResults` is clamped to it.
  public static let maxReverseResults = 100

  /// The largest reverse-geocode search radius, in metres (half the equator): a larger
  /// `maxDistance` is clamped to it; the same bound `LocatorTask` checks (20,037,509 m).
  public static let maxReverseDistance = LocatorTask.maxReverseDistance

  /// The most names in a list parameter (`categories`, `resultAttributeNames`, `featureTypes`);
  /// a longer list throws ``OfflineLocatorError/invalidParameter(name:reason:)``.
  public static let maxListCount = 256

  /// The longest key (folded text, in bytes) that typo-tolerant matching considers; a longer name
  /// or prefix is matched exactly only.
  public static let maxTypoKeyLength = 64

  /// The most words that the word-typo corrections (a space inserted, moved or dropped next to a
  /// street-type or direction word) consider; words past it are kept as typed.
  public static let maxTypoTokens = 16

  /// The most leading words tried as a name when text such as "Springfield Illinois" falls back to
  /// a name followed by qualifiers.
  public static let maxNameTokens = 8

  /// The largest GeoJSON source file read, in bytes: 64 MiB (the bound of Core's GeoJSON reader). A
  /// larger file throws ``OfflineLocatorError/unreadableFile(file:reason:)`` naming its size before it
  /// is read; a CSV source, which is read row by row, suits more places.
  public static let maxGeoJSONSourceBytes = 64 << 20

  /// The deepest nesting of arrays and objects in a GeoJSON source: 32 levels (a `FeatureCollection`
  /// of points needs 5, nested properties a few more). A deeper text throws
  /// ``OfflineLocatorError/malformedRow(file:line:field:reason:)`` at the line where it goes too deep.
  public static let maxGeoJSONDepth = 32

  /// The most JSON values (of every kind, containers included) in a GeoJSON source: 5,000,000, about
  /// 300,000 features with ten properties each. More throws
  /// ``OfflineLocatorError/malformedRow(file:line:field:reason:)``.
  public static let maxGeoJSONValues = 5_000_000

  /// The most distinct words of search text that are matched against the words of names (a place
  /// is found by any whole words of its name); text with more is not matched by words.
  public static let maxNameWords = 16

  /// The most records one match on words of a name, a street or a postcode offers (the highest
  /// ranks first); the others are left out, as a common word would otherwise offer thousands.
  public static let maxTermMatches = 256

  /// Checks the length of search text.
  ///
  /// - Throws: ``OfflineLocatorError/invalidParameter(name:reason:)`` past ``maxSearchTextLength``.
  static func checkLength(_ text: String) throws(OfflineLocatorError) {
    let length = text.utf8.count
    guard length <= maxSearchTextLength else {
      throw .invalidParameter(
        name: "searchText", reason: "is \(length) bytes long; the limit is \(maxSearchTextLength) UTF-8 bytes")
    }
  }

  /// Checks the length of a list parameter.
  ///
  /// - Throws: ``OfflineLocatorError/invalidParameter(name:reason:)`` past ``maxListCount``.
  static func checkCount(_ list: [String], name: String) throws(OfflineLocatorError) {
    guard list.count <= maxListCount else {
      throw .invalidParameter(name: name, reason: "has \(list.count) names; the limit is \(maxListCount)")
    }
  }
}
