import Foundation
import MeridianCore

extension LayerDisplayItem: CustomStringConvertible {
  /// The shape in one short line: its layer and feature, its paint, and how many parts and points it
  /// has, such as `layer 0, feature 2: stroke #808080FF 8 pt, 1 part, 2 points`.
  public var description: String {
    let points = screenParts.reduce(0) { $0 + $1.count }
    var text = "layer \(layerIndex), feature \(feature.rawValue): \(paint), "
    text += LayerText.count(screenParts.count, "part") + ", " + LayerText.count(points, "point")
    return isBackground ? text + ", background" : text
  }
}
