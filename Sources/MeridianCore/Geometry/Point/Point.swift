/// A location defined by x and y coordinates (and optionally z and m) in a spatial reference.
///
/// For geographic references, x is the longitude and y the latitude in degrees. Creating a point never
/// throws; operations that use it (projecting, geocoding, identifying) validate its coordinates.
///
/// ```swift
/// let malibu = Point(latitude: 34.027, longitude: -118.805)
/// let inMercator = try GeometryEngine.project(malibu, into: .webMercator)
/// ```
public struct Point: Geometry, Hashable {
  /// The x coordinate (the longitude for a geographic reference).
  public var x: Double
  /// The y coordinate (the latitude for a geographic reference).
  public var y: Double
  /// The optional z coordinate (elevation).
  public var z: Double?
  /// The optional measure value.
  public var m: Double?
  /// The spatial reference of the coordinates, or `nil` when it is not known.
  public var spatialReference: SpatialReference?

  /// Creates a point from x and y coordinates.
  ///
  /// - Parameters:
  ///   - x: The x coordinate (longitude in geographic references).
  ///   - y: The y coordinate (latitude in geographic references).
  ///   - z: An optional z coordinate.
  ///   - m: An optional measure.
  ///   - spatialReference: The spatial reference of the coordinates.
  public init(x: Double, y: Double, z: Double? = nil, m: Double? = nil, spatialReference: SpatialReference? = nil) {
    self.x = x
    self.y = y
    self.z = z
    self.m = m
    self.spatialReference = spatialReference
  }

  /// Creates a WGS84 point from a latitude and longitude in degrees.
  public init(latitude: Double, longitude: Double) {
    self.init(x: longitude, y: latitude, spatialReference: .wgs84)
  }

  /// The latitude of a geographic point (its y coordinate).
  public var latitude: Double { y }
  /// The longitude of a geographic point (its x coordinate).
  public var longitude: Double { x }

  /// The smallest envelope that contains the geometry.
  public var extent: Envelope {
    Envelope(xMin: x, yMin: y, xMax: x, yMax: y, spatialReference: spatialReference)
  }
  /// A Boolean value indicating whether the geometry has no coordinates.
  public var isEmpty: Bool { x.isNaN || y.isNaN }
  /// The kind of geometry.
  public var geometryType: GeometryType { .point }

  /// A Boolean value indicating whether x and y (and z and m when present) are finite.
  public var isFinite: Bool {
    x.isFinite && y.isFinite && (z?.isFinite ?? true) && (m?.isFinite ?? true)
  }

  /// A textual description, for logs and error messages.
  public var description: String {
    "Point(x: \(x), y: \(y)\(z.map { ", z: \($0)" } ?? "")\(spatialReference.map { ", wkid: \($0.wkid)" } ?? ""))"
  }
}
