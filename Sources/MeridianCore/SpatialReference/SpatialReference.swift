/// A coordinate system that gives a geometry's coordinates their meaning on the earth.
///
/// A spatial reference is identified by its well-known ID (WKID). Meridian's geometry engine
/// projects between ``wgs84`` (geographic longitude and latitude on WGS84) and ``webMercator``
/// (the spherical Web Mercator projection used by web basemaps). Any other WKID is kept as it is
/// given; projecting into or out of it throws ``GeometryError/unsupportedSpatialReference(_:)``
/// (a geometry already in the reference asked for comes back unchanged, as for every reference).
///
/// The legacy Esri codes 102100 and 102113 denote the same projection as 3857, so
/// `SpatialReference(wkid: 102100) == .webMercator`.
public struct SpatialReference: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The well-known ID, normalised (102100 and 102113 become 3857).
  public let wkid: Int

  /// The WKID as it was given, before normalisation (102100 stays 102100).
  public let latestWKID: Int?

  /// Creates a spatial reference from a well-known ID.
  ///
  /// - Parameter wkid: The well-known ID, for example 4326 or 3857. Unknown IDs are kept.
  public init(wkid: Int) {
    switch wkid {
    case 102100, 102113, 900913:
      self.wkid = 3857
      self.latestWKID = wkid
    default:
      self.wkid = wkid
      self.latestWKID = nil
    }
  }

  /// WGS 84 geographic coordinates (EPSG:4326): x is longitude and y is latitude, in degrees.
  public static let wgs84 = SpatialReference(wkid: 4326)

  /// Web Mercator (EPSG:3857): the spherical Mercator projection on the WGS84 semi-major axis, in metres.
  public static let webMercator = SpatialReference(wkid: 3857)

  /// A Boolean value indicating whether coordinates are angles (longitude and latitude) in degrees.
  ///
  /// `true` for the geographic references Meridian knows: WGS 84 (4326), NAD83 (4269) and ETRS89 (4258).
  public var isGeographic: Bool { wkid == 4326 || wkid == 4269 || wkid == 4258 }

  /// A Boolean value indicating whether coordinates are known to be planar, projected values in metres.
  ///
  /// `true` for Web Mercator and the WGS 84 UTM zones (32601...32660 north, 32701...32760 south). For a
  /// WKID Meridian does not know, both this and ``isGeographic`` are `false`: it cannot tell.
  public var isProjected: Bool { wkid == 3857 || (32601...32660).contains(wkid) || (32701...32760).contains(wkid) }

  /// A Boolean value indicating whether the geometry engine can project into and out of this reference.
  ///
  /// Only ``wgs84`` and ``webMercator`` (with its legacy codes) are supported; projecting any other
  /// reference into a different one throws ``GeometryError/unsupportedSpatialReference(_:)``.
  public var isSupported: Bool { wkid == 4326 || wkid == 3857 }

  /// The unit of the reference's coordinates, or `nil` for a WKID Meridian does not know.
  ///
  /// Degrees when ``isGeographic`` is `true`, metres when ``isProjected`` is `true`.
  public var unit: Unit? {
    if isGeographic { return .degree }
    if isProjected { return .meter }
    return nil
  }

  /// The unit of a spatial reference's coordinates.
  public enum Unit: String, Sendable, Hashable, Codable {
    /// Angular degrees.
    case degree
    /// Metres.
    case meter
  }

  /// A textual description, for logs and error messages.
  public var description: String { "SpatialReference(wkid: \(wkid))" }

  private enum CodingKeys: String, CodingKey { case wkid, latestWkid }

  /// Decodes `{"wkid": …}` (a `latestWkid` is accepted).
  ///
  /// - Throws: `DecodingError` for a WKID outside 1...999,999, the range of EPSG and Esri codes; a WKID
  ///   inside it that Meridian does not know is kept, as ``init(wkid:)`` keeps it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let wkid = try container.decode(Int.self, forKey: .wkid)
    guard GeometryEngine.acceptedWKIDs.contains(wkid) else {
      throw DecodingError.dataCorruptedError(
        forKey: .wkid, in: container,
        debugDescription: "The wkid \(wkid) is outside 1...999999, so it is no EPSG or Esri code.")
    }
    self.init(wkid: wkid)
  }

  /// Encodes `{"wkid": …}`, with `latestWkid` for legacy codes such as 102100.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(latestWKID ?? wkid, forKey: .wkid)
    if latestWKID != nil { try container.encode(wkid, forKey: .latestWkid) }
  }

  /// Returns a Boolean value indicating whether two values are equal.
  public static func == (lhs: SpatialReference, rhs: SpatialReference) -> Bool { lhs.wkid == rhs.wkid }
  /// Hashes the essential components of the value.
  public func hash(into hasher: inout Hasher) { hasher.combine(wkid) }
}
