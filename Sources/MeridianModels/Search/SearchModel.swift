import Foundation
public import MeridianCore
public import MeridianGraphics
public import MeridianMapView
public import Observation

/// A headless search: a query field with suggestions, searches over a ``SearchSource``, result
/// markers, zooming, and "repeat search here" — the well-known search component's behaviour, with
/// no UI.
///
/// See “`SearchModel`” in `docs/porting.md`.
@MainActor
@Observable
public final class SearchModel: AppModel {
  /// What a person sees.
  public struct State: Sendable, Equatable, CustomStringConvertible {
    /// The text in the search field.
    public var currentQuery = ""
    /// What is shown below the field, or `nil` for nothing.
    public var outcome: SearchOutcome?
    /// The selected result, if any.
    public var selectedResult: SearchResult?
    /// A Boolean value indicating whether "repeat search here" is offered.
    public var isEligibleForRequery = false

    /// Creates a state; the default is an empty field.
    public init(
      currentQuery: String = "", outcome: SearchOutcome? = nil, selectedResult: SearchResult? = nil,
      isEligibleForRequery: Bool = false
    ) {
      self.currentQuery = currentQuery
      self.outcome = outcome
      self.selectedResult = selectedResult
      self.isEligibleForRequery = isEligibleForRequery
    }

    /// The state in one line, for test failures: the query, the outcome, the selection, and "requery"
    /// when a repeat search is offered.
    public var description: String {
      var parts = ["\"\(currentQuery)\"", outcome.map { "\($0)" } ?? "nil"]
      if let selectedResult { parts.append("selected: \(selectedResult.displayTitle)") }
      if isEligibleForRequery { parts.append("requery") }
      return "State(\(parts.joined(separator: ", ")))"
    }
  }

  /// How much the results' extent is grown before zooming to it: 1.1.
  public nonisolated static let zoomFactor = 1.1

  /// The text in the search field. Setting it asks for suggestions (or clears the outcome when empty).
  public var currentQuery: String {
    get { state.currentQuery }
    set { setQuery(newValue, suggest: true) }
  }

  /// The source searched.
  @ObservationIgnored public let source: any SearchSource
  /// The map view zoomed and followed, if any.
  @ObservationIgnored public let mapView: MapView?
  /// The overlay the result markers are drawn in; on the map view while the model lives.
  @ObservationIgnored public let resultsOverlay = GraphicsOverlay()
  /// The clock debouncing waits on.
  @ObservationIgnored public let clock: any Clock<Duration>

  /// How many results a search keeps. The default is ``SearchResultMode/automatic``.
  public var resultMode: SearchResultMode = .automatic
  /// An area to keep suggestions and results inside, if any.
  @ObservationIgnored public var queryArea: (any Geometry)?
  /// A location near which suggestions and results rank higher; `nil` uses the map view's centre.
  public var queryCenter: Point?
  /// How long typing must pause before suggestions are requested; `nil` (the default) asks at once.
  public var debounce: Duration?

  /// The model's requests: a suggest for the text typed, and a search. Each supersedes the other:
  /// a keystroke makes a running search's results stale, a search makes suggestions pointless.
  enum Request: RequestKind {
    case suggest, search
    var supersedes: [Request] { [.suggest, .search] }
  }

  @ObservationIgnored let core = ModelCore<State, Request>(State())
  @ObservationIgnored private var machine = SearchStateMachine()

  /// Creates a search over a source.
  ///
  /// - Parameters:
  ///   - source: Where suggestions and results come from.
  ///   - mapView: The map view to draw results on, zoom and follow; `nil` for a search without a map.
  ///   - clock: The clock ``debounce`` waits on. The default is a `ContinuousClock`.
  ///
  /// With a map view, the model adds ``resultsOverlay`` to it and follows its visible area; both go
  /// when the model goes away.
  public init(source: any SearchSource, mapView: MapView? = nil, clock: any Clock<Duration> = ContinuousClock()) {
    self.source = source
    self.mapView = mapView
    self.clock = clock
    guard let mapView else { return }
    core.add(resultsOverlay, to: mapView)
    core.keep(
      mapView.onVisibleAreaChanged { [weak self] area in
        self?.visibleAreaChanged(area.extent)
      })
  }

  // MARK: - Intents

  /// Sets the query as a person types it and returns the suggestion task.
  ///
  /// The same as setting ``currentQuery``, but it hands back the task, so a test can await it.
  ///
  /// - Parameter text: The text in the field now.
  /// - Returns: The suggestion task (already finished when the text is empty or unchanged).
  @discardableResult
  public func type(_ text: String) -> Task<Void, Never> {
    setQuery(text, suggest: true) ?? Task {}
  }

  /// Searches the text in the field.
  ///
  /// - Returns: The search task; await its `value` to know the results are drawn and the zoom done.
  @discardableResult
  public func commitSearch() -> Task<Void, Never> {
    let query = state.currentQuery.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !query.isEmpty else { return Task {} }
    return startSearch(suggestion: nil, zoom: true) { [source, queryArea, center = effectiveCenter] in
      try await source.search(query, searchArea: queryArea, preferredSearchLocation: center)
    }
  }

  /// Puts a suggestion's text in the field and searches it.
  ///
  /// - Parameter suggestion: The suggestion the person chose.
  /// - Returns: The search task.
  @discardableResult
  public func acceptSuggestion(_ suggestion: SearchSuggestion) -> Task<Void, Never> {
    setQuery(suggestion.displayTitle, suggest: false)
    return startSearch(suggestion: suggestion, zoom: true) { [source, queryArea, center = effectiveCenter] in
      try await source.search(suggestion, searchArea: queryArea, preferredSearchLocation: center)
    }
  }

  /// Searches the text in the field strictly inside the visible extent, without zooming.
  ///
  /// Does nothing unless ``State/isEligibleForRequery`` is true.
  ///
  /// - Returns: The search task.
  @discardableResult
  public func repeatSearch() -> Task<Void, Never> {
    let query = state.currentQuery.trimmingCharacters(in: .whitespacesAndNewlines)
    guard state.isEligibleForRequery, !query.isEmpty, let extent = mapView?.visibleArea?.extent else {
      return Task {}
    }
    return startSearch(suggestion: nil, zoom: false) { [source] in
      try await source.repeatSearch(query, searchExtent: extent)
    }
  }

  /// Empties the field, the outcome, the selection and the markers, and cancels what is running.
  public func clearSearch() {
    setQuery("", suggest: true)
  }

  /// Selects one of the shown results (or none).
  ///
  /// - Parameter result: The result to select, or `nil`.
  public func selectResult(_ result: SearchResult?) {
    apply(machine.select(result))
  }

  // MARK: - Work

  private var effectiveCenter: Point? { queryCenter ?? mapView?.center }

  @discardableResult
  private func setQuery(_ text: String, suggest: Bool) -> Task<Void, Never>? {
    apply(machine.setQuery(text, suggest: suggest)).request
  }

  private func startSuggest(_ text: String) -> Task<Void, Never> {
    let debounce = self.debounce
    let area = queryArea
    let center = effectiveCenter
    return core.requests.start(.suggest, for: self) { [source, clock] context in
      let outcome = await RequestOutcome {
        if let debounce { try await context.sleep(for: debounce, on: clock) }
        return try await source.suggest(text, searchArea: area, preferredSearchLocation: center)
      }
      guard let model = context.model else { return }
      switch outcome {
      case .success(let suggestions): model.apply(model.machine.suggested(.success(suggestions)))
      case .failure(let error):
        model.apply(model.machine.suggested(.failure(SearchFailure(message: readableMessage(for: error)))))
      case .cancelled: return
      }
    }
  }

  private func startSearch(
    suggestion: SearchSuggestion?, zoom: Bool, search: @escaping @Sendable () async throws -> [SearchResult]
  ) -> Task<Void, Never> {
    apply(machine.searchStarted())
    let mode = resultMode
    let zooms = zoom && mapView != nil
    // The search holds its source, not the model: a model dropped while it waits is freed.
    return core.requests.start(.search, for: self) { [mapView] context in
      let outcome = await RequestOutcome(of: search)
      // The model is held for this statement only, not across the zoom.
      guard let answered = context.model?.answer(outcome, mode: mode, suggestion: suggestion, zoom: zooms) else {
        return
      }
      await answered.zoom?()
      if let model = context.model { model.apply(model.machine.settled(visibleExtent: mapView?.visibleArea?.extent)) }
    }
  }

  /// What a search's answer left to do: the zoom to await before the search settles.
  private struct Answered {
    var zoom: FollowUp?
  }

  /// Shows a search's outcome: its results (kept by `mode`) or its failure.
  ///
  /// - Returns: What follows, or `nil` when the search was cancelled and nothing does.
  private func answer(
    _ outcome: RequestOutcome<[SearchResult]>, mode: SearchResultMode, suggestion: SearchSuggestion?, zoom: Bool
  ) -> Answered? {
    switch outcome {
    case .cancelled: return nil
    case .failure(let error):
      return Answered(zoom: apply(machine.searchFailed(message: readableMessage(for: error))).followUp)
    case .success(let found):
      return Answered(zoom: apply(machine.found(mode.keep(found, from: suggestion), zoom: zoom)).followUp)
    }
  }

  /// Where to zoom for results: a single result's extent, else the union of extents grown by 1.1;
  /// a lone point (no area) is centred on.
  enum ZoomTarget: Equatable {
    /// Centre on a point: the results have no area.
    case center(Point)
    /// Show an extent.
    case extent(Envelope)
    /// Centre on a point at a scale (a cluster's centre at the scale where it splits).
    case centerAtScale(Point, scale: Double)
  }

  nonisolated static func zoomTarget(for results: [SearchResult]) -> ZoomTarget? {
    let extents = results.compactMap { $0.extent ?? $0.location.map(\.extent) }.filter { !$0.isEmpty }
    guard var union = extents.first else { return nil }
    for extent in extents.dropFirst() { union = union.union(extent) }
    if union.width == 0 && union.height == 0 { return .center(union.center) }
    if results.count == 1, let extent = results[0].extent, !extent.isEmpty { return .extent(extent) }
    return .extent(union.expanded(by: zoomFactor))
  }

  private func visibleAreaChanged(_ extent: Envelope) {
    apply(machine.visibleExtentChanged(extent))
  }

  /// Does what the machine said, in order, then publishes its state.
  ///
  /// - Returns: The suggest started, if any, and the zoom to await, if any.
  @discardableResult
  private func apply(_ effects: [SearchStateMachine.Effect]) -> (request: Task<Void, Never>?, followUp: FollowUp?) {
    var request: Task<Void, Never>?
    var followUp: FollowUp?
    for effect in effects {
      switch effect {
      case .cancelRequests:
        core.requests.cancel(.suggest)
        core.requests.cancel(.search)
      case .suggest(let text):
        request = startSuggest(text)
      case .map(let effect):
        let scene = MapScene(mapView: mapView, overlay: resultsOverlay)
        followUp = scene.perform([effect], callouts: core).followUp ?? followUp
      }
    }
    let new = machine.state
    update { $0 = new }
    return (request, followUp)
  }
}
