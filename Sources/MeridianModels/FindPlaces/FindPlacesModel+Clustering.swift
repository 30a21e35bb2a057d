public import MeridianCore
public import MeridianGraphics

extension FindPlacesModel {
  /// The marker of a place: a circle 10 points across in the category's colour, with a white 2-point
  /// outline (the tutorial's symbol). It covers 12 points across on screen: the outline is centred
  /// on the circle's edge.
  ///
  /// - Parameter color: The category's colour.
  /// - Returns: The symbol.
  public nonisolated static func markerSymbol(color: Color) -> SimpleMarkerSymbol {
    var symbol = SimpleMarkerSymbol(style: .circle, color: color, size: 10)
    symbol.outline = SimpleLineSymbol(style: .solid, color: .white, width: 2)
    return symbol
  }

  /// How many of a cluster's places its callout names: 3.
  public static let clusterCalloutNameCount = 3

  /// The model's clustering unless it is given another: a radius of 16 points, at least 2 places
  /// in a cluster, cluster symbols from 20 to 30 points across.
  ///
  /// See “`FindPlacesModel.defaultFeatureReduction`” in `docs/clustering.md`.
  public static let defaultFeatureReduction: ClusteringFeatureReduction = {
    var reduction = ClusteringFeatureReduction()
    reduction.radius = 16
    reduction.minPoints = 2
    reduction.minSymbolSize = 20
    reduction.maxSymbolSize = 30
    return reduction
  }()

  /// A reduction as the overlay applies it: without a renderer of its own, its clusters get a circle
  /// in the colour (the marker's white 2-point outline), sized by count as the reduction says.
  ///
  /// - Parameters:
  ///   - reduction: The model's reduction.
  ///   - color: The selected category's colour, or `nil` before any (the reduction's default symbol).
  /// - Returns: The reduction to set on the overlay.
  static func coloured(_ reduction: ClusteringFeatureReduction, color: Color?) -> ClusteringFeatureReduction {
    guard reduction.renderer == nil, let color else { return reduction }
    var coloured = reduction
    var symbol = SimpleMarkerSymbol(style: .circle, color: color, size: reduction.minSymbolSize)
    symbol.outline = SimpleLineSymbol(style: .solid, color: .white, width: 2)
    coloured.renderer = SimpleRenderer(symbol: symbol)
    return coloured
  }

  /// Sets ``featureReduction`` on the overlay, in the selected category's colour.
  func applyFeatureReduction() {
    graphicsOverlay.featureReduction = featureReduction.map { Self.coloured($0, color: machine.state.category?.color) }
  }

  /// What a tap hit, as the state machine reads it: the top-most element identified.
  ///
  /// A cluster is read with the names of its first ``clusterCalloutNameCount`` places (the first
  /// page of `containedGeoElements(limit:offset:)`, "Unknown" for a place without a `PlaceName`),
  /// its centre and its `expansionScale`.
  ///
  /// - Parameter element: The top-most element identified, or `nil`.
  /// - Returns: The target, or `nil` for nothing (or an element of another kind).
  static func tapTarget(_ element: (any GeoElement)?) -> FindPlacesStateMachine.TapTarget? {
    if let cluster = element as? AggregateGeoElement {
      let page = (try? cluster.containedGeoElements(limit: clusterCalloutNameCount, offset: 0)) ?? []
      return .cluster(
        count: cluster.count, firstNames: page.map { $0.attributes["PlaceName"] as? String ?? "Unknown" },
        center: cluster.position, expansionScale: cluster.expansionScale)
    }
    if let graphic = element as? Graphic {
      return .marker(
        name: graphic.attributes["PlaceName"] as? String, address: graphic.attributes["Place_addr"] as? String)
    }
    return nil
  }
}
