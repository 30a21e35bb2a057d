import Foundation
import MeridianCore

extension DisplayFrame: CustomStringConvertible {
  /// The frame in one short line: its size and how many shapes, labels and graphics it draws, such
  /// as `400 × 200 pt: 3 layer shapes, 2 labels, 0 graphics, attribution "© OpenStreetMap contributors"`.
  public var description: String {
    var text = "\(LayerText.number(Double(size.width))) × \(LayerText.number(Double(size.height))) pt: "
    text += [
      LayerText.count(layerItems.count, "layer shape"), LayerText.count(labels.count, "label"),
      LayerText.count(graphics.count, "graphic"),
    ].joined(separator: ", ")
    if !attribution.isEmpty { text += ", attribution " + attribution.map { "\"\($0)\"" }.joined(separator: ", ") }
    if !layerErrors.isEmpty {
      text += ", " + LayerText.count(layerErrors.count, "layer error")
      text += " (" + layerErrors.map(\.layerName).joined(separator: ", ") + ")"
    }
    return text
  }
}
