import Foundation

extension GeometryEngine {
  /// The largest magnitude a planar coordinate may have: 10¹⁵.
  ///
  /// The decoders refuse a projected (or unknown-reference) x or y beyond it, and the operations whose
  /// work grows with a coordinate's size (normalising, which counts world widths) refuse one beyond it
  /// with ``GeometryError/coordinateOutOfRange(name:value:bound:)``. Why 10¹⁵: the widest real projected
  /// world, Web Mercator, is ±2·10⁷ m, and every real survey coordinate is far smaller, so a larger value
  /// is garbage; below it a `Double` still resolves 1/8 m (all integers up to 2⁵³ ≈ 9·10¹⁵ are exact), so
  /// arithmetic on accepted values stays meaningful.
  public static let maximumCoordinateMagnitude: Double = 1e15

  /// The largest longitude magnitude the decoders accept for a geographic reference: 540°.
  ///
  /// That is the central span ±180° plus one world width either way, room for lines and rings that run
  /// on past the antimeridian (as ``geodeticDensify(_:maxSegmentLength:)`` and
  /// ``geodeticBuffer(around:distance:)`` write them). Latitudes must lie in -90...90.
  public static let maximumLongitudeMagnitude: Double = 540

  /// The most vertices one operation may create: 1,000,000.
  ///
  /// ``geodeticDensify(_:maxSegmentLength:)`` and the `normalizeCentralMeridian` overloads compute
  /// their output size before allocating and throw ``GeometryError/outputTooLarge(operation:count:limit:)``
  /// when it would exceed this.
  public static let maximumOutputVertexCount = 1_000_000

  /// How many loop iterations run between two checks of `Task.isCancelled` in long operations.
  static let cancellationStride = 4096

  /// Checks that a planar coordinate is finite and within ``maximumCoordinateMagnitude``; `name` is
  /// built only for the error (the overlay checks every vertex).
  static func validateMagnitude(_ value: Double, name: @autoclosure () -> String) throws {
    guard value.isFinite else { throw GeometryError.nonFiniteCoordinate(name: name(), value: value) }
    guard abs(value) <= maximumCoordinateMagnitude else {
      throw GeometryError.coordinateOutOfRange(name: name(), value: value, bound: maximumCoordinateMagnitude)
    }
  }

  /// Why a decoded coordinate is unacceptable for `spatialReference`, or `nil` when it is fine.
  ///
  /// Geographic references: x within ±``maximumLongitudeMagnitude``, y within ±90. Others (projected or
  /// unknown): x and y within ±``maximumCoordinateMagnitude``. z and m: finite, within
  /// ±``maximumCoordinateMagnitude``. The decoders of Core and Graphics share it.
  package static func coordinateProblem(
    x: Double, y: Double, z: Double? = nil, m: Double? = nil, spatialReference: SpatialReference?
  ) -> String? {
    for (name, value) in [("x", x), ("y", y), ("z", z ?? 0), ("m", m ?? 0)] where !value.isFinite {
      return "\(name) is \(value), not a finite number"
    }
    if spatialReference?.isGeographic == true {
      if abs(y) > 90 { return "the latitude y = \(y) is outside -90...90" }
      if abs(x) > maximumLongitudeMagnitude {
        return "the longitude x = \(x) is outside ±540"
      }
    }
    let values = [("x", x), ("y", y), ("z", z ?? 0), ("m", m ?? 0)]
    for (name, value) in values where abs(value) > maximumCoordinateMagnitude {
      return "\(name) = \(value) is beyond ±1e15, the largest coordinate accepted"
    }
    return nil
  }

  /// The smallest and largest WKID the decoders accept: 1...999,999 (EPSG codes and Esri's 10xxxx
  /// codes all lie in it).
  package static let acceptedWKIDs = 1...999_999

  /// The largest text the geometry decoders read: 64 MiB (67,108,864 bytes).
  ///
  /// A million-vertex polygon is about 40 MB of JSON; the parsed form costs several times the text,
  /// so a bound keeps a hostile input from exhausting memory.
  public static let maximumDecodedTextSize = 64 << 20

  /// Throws ``GeometryError/malformedInput(_:)`` for text larger than ``maximumDecodedTextSize``.
  static func checkDecodedSize(_ data: Data, format: String) throws {
    guard data.count <= maximumDecodedTextSize else {
      throw GeometryError.malformedInput(
        "\(format): the text is \(data.count) bytes; at most \(maximumDecodedTextSize) bytes are read.")
    }
  }
}
