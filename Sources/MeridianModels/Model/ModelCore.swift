import MeridianGraphics
import MeridianMapView
import Observation

/// What every app model owns: its state and the stream that publishes it, its requests, the map-view
/// handlers and overlays it added, and the callout it placed; and how they are torn down.
///
/// A model holds one `ModelCore` and nothing else holds it (requests capture the model and the
/// core's ``Requests`` weakly), so the core goes away with the model. Its `deinit` is the one place
/// a model's teardown is written: it cancels every request still running (a request that hangs sees
/// the cancellation), removes the handlers the model registered (``keep(_:)``), takes the overlays
/// the model added (``add(_:to:)``) off their map view, dismisses the callout the model placed if the
/// view still shows it, and finishes every state stream. It runs on the main actor (an isolated
/// `deinit`): at once when the model is released there, as a UI's model is, else as soon as the
/// main actor is free.
@MainActor
@Observable
final class ModelCore<State: Sendable & Equatable, Request: RequestKind> {
  private struct Attachment {
    weak var mapView: MapView?
    let overlay: GraphicsOverlay
  }

  /// The model's current state: what ``StatePublishing/state`` reads.
  private(set) var state: State
  /// The model's state publisher: ``StatePublishing/states`` and
  /// ``StatePublishing/subscribeToStates(_:)`` forward to it.
  nonisolated let stream: StateStream<State>
  /// The model's requests.
  @ObservationIgnored let requests = Requests<Request>()
  @ObservationIgnored private var registrations: [MapView.EventRegistration] = []
  @ObservationIgnored private var attachments: [Attachment] = []
  /// The view the model placed its callout on, and where it placed it.
  @ObservationIgnored private weak var calloutView: MapView?
  @ObservationIgnored private var placement: CalloutPlacement?

  /// Creates the core of a model whose first state is `initial`.
  init(_ initial: State) {
    state = initial
    stream = StateStream(initial)
  }

  isolated deinit {
    requests.cancelAll()
    for registration in registrations { registration.cancel() }
    for attachment in attachments {
      attachment.mapView?.graphicsOverlays.removeAll { $0 === attachment.overlay }
    }
    if let calloutView, isShowingCallout(on: calloutView) { calloutView.dismissCallout() }
    stream.finish()
  }

  /// Changes the state and publishes it, unless the change leaves it equal.
  ///
  /// - Parameter change: The change to make.
  func update(_ change: (inout State) -> Void) {
    var new = state
    change(&new)
    guard new != state else { return }
    state = new
    stream.yield(new)
  }

  /// Keeps a map-view handler registration for as long as the model lives.
  ///
  /// A model registers its handlers like any other code (they are multicast, so the app's own
  /// handlers on the same view still run) and hands each registration here, so the handlers go away
  /// with the model and a view that outlives it calls nothing of it.
  ///
  /// - Parameter registration: What an `on…` method of the map view returned.
  func keep(_ registration: MapView.EventRegistration) {
    registrations.append(registration)
  }

  /// Adds an overlay on top of a map view's overlays, for as long as the model lives.
  ///
  /// - Parameters:
  ///   - overlay: The model's overlay.
  ///   - mapView: The view to add it to.
  func add(_ overlay: GraphicsOverlay, to mapView: MapView) {
    mapView.graphicsOverlays.append(overlay)
    attachments.append(Attachment(mapView: mapView, overlay: overlay))
  }

  /// Shows the map view's callout (the one place a callout lives), remembering where the model
  /// placed it.
  ///
  /// - Parameters:
  ///   - placement: Where the callout points.
  ///   - title: Its title.
  ///   - detail: Its detail line, if any.
  ///   - mapView: The view to show it on.
  func showCallout(_ placement: CalloutPlacement, title: String?, detail: String? = nil, on mapView: MapView) {
    mapView.showCallout(placement, title: title, detail: detail)
    calloutView = mapView
    self.placement = placement
  }

  /// The model's callout as the view shows it now, read from the view: `nil` when the view shows
  /// none, or one that someone else placed since (the app, another model).
  var callout: MapView.CalloutDisplay? {
    guard let calloutView, isShowingCallout(on: calloutView) else { return nil }
    return calloutView.calloutDisplay
  }

  /// Hides the map view's callout.
  ///
  /// - Parameter mapView: The view to hide it on.
  func dismissCallout(on mapView: MapView) {
    mapView.dismissCallout()
    calloutView = nil
    placement = nil
  }

  /// Whether the view shows the callout the model placed.
  private func isShowingCallout(on mapView: MapView) -> Bool {
    guard let placement, let shown = mapView.callout else { return false }
    return shown.isSamePlacement(as: placement)
  }
}
