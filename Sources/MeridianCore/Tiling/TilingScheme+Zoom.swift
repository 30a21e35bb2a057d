import Foundation

extension TilingScheme {
  /// The zoom of a map scale in this scheme, with a fraction: `log2(levels[0].scale / scale)`.
  ///
  /// Level scales use the scheme's constants (96 points per inch, 39.37 inches per metre), so a view
  /// at a level's published scale is at exactly that level's zoom (1:72,223.819286 is zoom 13 of
  /// ``webMercator``).
  ///
  /// - Parameter scale: The scale denominator.
  /// - Returns: The zoom, or `nil` for a scale that is not finite and above 0, or a scheme without levels.
  public func zoom(forScale scale: Double) -> Double? {
    guard scale.isFinite, scale > 0, let top = levels.first?.scale, top.isFinite, top > 0 else { return nil }
    return log2(top / scale)
  }

  /// The scale of a zoom in this scheme: `levels[0].scale / 2^zoom`, which is the level's own
  /// scale for a zoom the scheme lists and continues the halving past its last level.
  ///
  /// - Parameter zoom: The zoom.
  /// - Returns: The scale denominator, or `nil` for a scheme without levels.
  public func scale(forZoom zoom: Int) -> Double? {
    guard let top = levels.first?.scale else { return nil }
    return top / exp2(Double(zoom))
  }
}
