/// A value that changes with the zoom level in steps, as OpenStreetMap Carto's `[zoom >= z]` rules do:
/// each stop holds from its zoom up to the next stop's.
public struct ZoomStops: Sendable, Hashable, Codable {
  /// One step: the value from a zoom up.
  public struct Stop: Sendable, Hashable, Codable {
    /// The zoom from which the value holds.
    public var zoom: Double
    /// The value.
    public var value: Double

    /// Creates a stop.
    public init(zoom: Double, value: Double) {
      self.zoom = zoom
      self.value = value
    }
  }

  /// The stops, by ascending zoom.
  public var stops: [Stop]

  /// Creates stops from `(zoom, value)` pairs; they are sorted by zoom.
  ///
  /// - Parameter pairs: The zooms and values.
  public init(_ pairs: [(Double, Double)]) {
    stops = pairs.map { Stop(zoom: $0.0, value: $0.1) }.sorted { $0.zoom < $1.zoom }
  }

  /// A constant.
  ///
  /// - Parameter value: The value at every zoom.
  public init(constant value: Double) { stops = [Stop(zoom: 0, value: value)] }

  /// The value at a zoom: the last stop at or below it, or 0 below the first stop.
  ///
  /// - Parameter zoom: The zoom level (fractional zooms fall in the step of their integer part).
  /// - Returns: The value.
  public func value(atZoom zoom: Double) -> Double {
    var result = 0.0
    for stop in stops where stop.zoom <= zoom { result = stop.value }
    return result
  }
}
