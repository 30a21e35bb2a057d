import Foundation
import MeridianClustering
public import MeridianCore

extension ClusteringFeatureReduction {
  /// The default cluster colour: a blue, rgb(0, 121, 193).
  public static let defaultColor = Color(red: 0, green: 121.0 / 255, blue: 193.0 / 255)

  /// The size in points of a cluster's symbol: ``minSymbolSize`` for the smallest clusters,
  /// ``maxSymbolSize`` for the largest at its zoom, and between them by the logarithm of the count:
  /// `min + (max − min) · ln(count / 2) / ln(largest / 2)`.
  ///
  /// - Parameters:
  ///   - count: The cluster's count.
  ///   - largestCount: The largest count at the cluster's zoom.
  /// - Returns: The size in points.
  public func symbolSize(count: Int, largestCount: Int) -> Double {
    guard largestCount > 2, count > 2 else { return minSymbolSize }
    let t = log(Double(count) / 2) / log(Double(largestCount) / 2)
    return minSymbolSize + (maxSymbolSize - minSymbolSize) * Swift.min(Swift.max(t, 0), 1)
  }

  /// The symbol a cluster is drawn with: the ``renderer``'s (a marker sized by count) or the default
  /// circle, with the count as a label on top when ``showsLabels`` is on.
  ///
  /// - Parameters:
  ///   - attributes: The cluster's attributes (`cluster_count` and the aggregates).
  ///   - count: The cluster's count.
  ///   - largestCount: The largest count at the cluster's zoom.
  /// - Returns: The symbol, or `nil` when the renderer draws nothing for this cluster.
  public func symbol(attributes: [String: any Sendable], count: Int, largestCount: Int) -> (any Symbol)? {
    let size = symbolSize(count: count, largestCount: largestCount)
    var marker: any Symbol
    if let renderer {
      guard let chosen = renderer.symbol(forAttributes: attributes) else { return nil }
      if var simple = chosen as? SimpleMarkerSymbol {
        simple.size = size
        marker = simple
      } else {
        marker = chosen
      }
    } else {
      var circle = SimpleMarkerSymbol(style: .circle, color: Self.defaultColor, size: size)
      circle.outline = SimpleLineSymbol(style: .solid, color: .white, width: 1.5)
      marker = circle
    }
    guard showsLabels else { return marker }
    var label = TextSymbol(text: ClusterIndex.Cluster.abbreviate(count), color: .white, size: 12)
    label.fontWeight = .bold
    return CompositeSymbol(symbols: [marker, label])
  }
}
