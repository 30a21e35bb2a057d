extension Viewpoint {
  /// Screen points per inch used by map scale: 96, the device-independent convention.
  public static let pointsPerInch = 96.0

  /// Metres per inch, exactly (the international inch).
  public static let metersPerInch = 0.0254

  /// Metres per degree along the WGS84 equator, 2π × 6,378,137 / 360: how a degree counts in map scale
  /// for geographic maps.
  public static let metersPerDegreeAtEquator = 2 * Double.pi * 6_378_137 / 360

  /// The metres one coordinate unit of a spatial reference counts as in map scale.
  ///
  /// Projected references count metres (Web Mercator scale is nominal, true at the equator);
  /// geographic references count a degree as ``metersPerDegreeAtEquator``.
  public static func metersPerUnit(of spatialReference: SpatialReference) -> Double {
    spatialReference.isGeographic ? metersPerDegreeAtEquator : 1
  }

  /// The map units one screen point covers at a scale: scale × 0.0254 / 96 / metres per unit.
  ///
  /// - Parameters:
  ///   - scale: The scale denominator (72,000 for 1:72,000).
  ///   - spatialReference: The map's spatial reference.
  /// - Returns: Map units per point.
  public static func unitsPerPoint(forScale scale: Double, spatialReference: SpatialReference) -> Double {
    scale * metersPerInch / pointsPerInch / metersPerUnit(of: spatialReference)
  }

  /// The scale denominator at which one screen point covers `unitsPerPoint` map units.
  ///
  /// - Parameters:
  ///   - unitsPerPoint: Map units per screen point.
  ///   - spatialReference: The map's spatial reference.
  /// - Returns: The scale denominator: units per point × metres per unit × 96 / 0.0254.
  public static func scale(forUnitsPerPoint unitsPerPoint: Double, spatialReference: SpatialReference) -> Double {
    unitsPerPoint * metersPerUnit(of: spatialReference) * pointsPerInch / metersPerInch
  }
}
