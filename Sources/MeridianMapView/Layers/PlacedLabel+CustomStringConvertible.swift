import Foundation
import MeridianCore

extension PlacedLabel: CustomStringConvertible {
  /// The label in one short line: its text, centre, angle and font size, layer and feature, such as
  /// `"Park" at (200, 90), 0°, 10 pt, layer 0, feature 1`.
  public var description: String {
    let n = LayerText.number
    return "\"\(text)\" at (\(n(Double(center.x))), \(n(Double(center.y)))), \(n(angle))°, \(n(fontSize)) pt, "
      + "layer \(layerIndex), feature \(feature.rawValue)"
  }
}
