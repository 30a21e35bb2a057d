import MeridianCore
import MeridianGraphics
import MeridianMapView

/// What a model draws on: its map view, its overlay and the graphics in it that effects name, and
/// where a model's ``MapEffect``s are done, the one place each of them is written.
@MainActor
struct MapScene {
  /// The view the callout shows on and the camera moves; without one, only markers are drawn.
  let mapView: MapView?
  /// The model's overlay, where markers are drawn.
  let overlay: GraphicsOverlay
  /// The model's one marker graphic, which ``MapEffect/moveMarker(_:label:)`` moves, if it keeps one.
  var marker: Graphic?
  /// The model's text label beside its marker, if it keeps one.
  var label: Graphic?
  /// The graphic a tap identified, which ``CalloutTarget/tappedGraphic`` points at.
  var tapped: Graphic?

  /// What doing the effects left to the model: the zoom to await, and a failure to draw markers.
  struct Outcome {
    /// The zoom, to await after the model has published (it holds the view, not the model).
    var followUp: FollowUp?
    /// Why markers could not be added to the overlay, if they could not.
    var drawingError: (any Error)?
  }

  /// Does the effects, in order, on the scene; the callout goes through the model's core, which
  /// remembers what it placed.
  ///
  /// - Parameters:
  ///   - effects: What the machine said.
  ///   - callouts: The model's core, which shows and dismisses its callout.
  /// - Returns: The zoom to await and any drawing failure.
  func perform<State, Request>(_ effects: [MapEffect], callouts: ModelCore<State, Request>) -> Outcome {
    var outcome = Outcome()
    for effect in effects {
      switch effect {
      case .clearMarkers:
        overlay.removeAllGraphics()
      case .drawMarkers(let markers, let symbol):
        let graphics = markers.map { Graphic(geometry: $0.location, attributes: $0.attributes, symbol: symbol) }
        do { try overlay.addGraphics(graphics) } catch { outcome.drawingError = error }
      case .moveMarker(let marker, let text):
        self.marker?.geometry = marker?.location
        self.marker?.attributes = marker?.attributes ?? [:]
        if let label, var symbol = label.symbol as? TextSymbol {
          label.geometry = marker?.location
          symbol.text = marker == nil ? "" : text ?? ""
          label.symbol = symbol
        }
      case .showCallout(let target, let title, let detail):
        guard let mapView, let placement = placement(of: target) else { continue }
        callouts.showCallout(placement, title: title, detail: detail, on: mapView)
      case .dismissCallout:
        if let mapView { callouts.dismissCallout(on: mapView) }
      case .zoom(let target):
        outcome.followUp = mapView.map { target.followUp(on: $0) }
      }
    }
    return outcome
  }

  private func placement(of target: CalloutTarget) -> CalloutPlacement? {
    switch target {
    case .location(let point): .location(point)
    case .marker: marker.map { .geoElement($0) }
    case .tappedGraphic: tapped.map { .geoElement($0) }
    }
  }
}
