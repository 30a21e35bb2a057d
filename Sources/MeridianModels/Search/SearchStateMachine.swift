import Foundation
import MeridianCore
import MeridianGraphics

/// The search flow as a pure state machine: what each keystroke, search and answer does to the
/// state, and what it asks the model to do (``Effect``), in order.
///
/// The machine holds the state and the repeat-search rule, no source, view or task: the model runs
/// the requests an effect names and does the map effects. The model's requests hand the machine only
/// the current request's answer (a keystroke supersedes a search, a search supersedes a suggest).
struct SearchStateMachine: Sendable {
  typealias State = SearchModel.State

  /// What the model is to do, in the order given: stop requests, start a suggest, or do a map effect.
  enum Effect: Sendable, Equatable {
    /// Cancel the running suggest and search.
    case cancelRequests
    /// Start suggesting for the text.
    case suggest(String)
    /// Do a map effect (the markers, the camera).
    case map(MapEffect)
  }

  /// The marker of a result: a red circle, 12 points, with a white 2-point outline.
  static let markerSymbol: SimpleMarkerSymbol = {
    var symbol = SimpleMarkerSymbol(style: .circle, color: .red, size: 12)
    symbol.outline = SimpleLineSymbol(style: .solid, color: .white, width: 2)
    return symbol
  }()

  /// What a person sees.
  private(set) var state = State()
  private var repeatRule = RepeatSearchRule()

  /// The text in the field changed: running requests stop; empty text clears the outcome, the
  /// selection and the markers; other text asks for suggestions when `suggest` says so.
  mutating func setQuery(_ text: String, suggest: Bool) -> [Effect] {
    guard text != state.currentQuery else { return [] }
    repeatRule.queryChanged()
    let isEmpty = text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    state.currentQuery = text
    state.isEligibleForRequery = false
    guard !isEmpty else {
      repeatRule.searchStarted()
      state.outcome = nil
      state.selectedResult = nil
      return [.cancelRequests, .map(.clearMarkers)]
    }
    return suggest ? [.cancelRequests, .suggest(text)] : [.cancelRequests]
  }

  /// Suggestions came for the text typed, or the suggest failed with a message.
  mutating func suggested(_ outcome: Result<[SearchSuggestion], SearchFailure>) -> [Effect] {
    switch outcome {
    case .success(let suggestions): state.outcome = .suggestions(suggestions)
    case .failure(let failure): state.outcome = .failure(failure.message)
    }
    return []
  }

  /// A search starts: "repeat search here" is withdrawn until it settles.
  mutating func searchStarted() -> [Effect] {
    repeatRule.searchStarted()
    state.isEligibleForRequery = false
    return []
  }

  /// The search found `results` (already kept by the result mode): they are drawn and shown, a
  /// single one selected, and the map zooms to them when `zoom` says so.
  mutating func found(_ results: [SearchResult], zoom: Bool) -> [Effect] {
    state.outcome = .results(results)
    state.selectedResult = results.count == 1 ? results[0] : nil
    let markers = results.compactMap { result in
      result.location.map { Marker(location: $0, attributes: result.attributes) }
    }
    let draw: [Effect] = [.map(.clearMarkers), .map(.drawMarkers(markers, symbol: Self.markerSymbol))]
    guard zoom, let target = SearchModel.zoomTarget(for: results) else { return draw }
    return draw + [.map(.zoom(target))]
  }

  /// The search failed: its message shows.
  mutating func searchFailed(message: String) -> [Effect] {
    state.outcome = .failure(message)
    return []
  }

  /// The search, and its zoom, are done: "repeat search here" is judged from this extent on.
  mutating func settled(visibleExtent: Envelope?) -> [Effect] {
    repeatRule.searchSettled(visibleExtent: visibleExtent)
    return []
  }

  /// A result was selected (or none).
  mutating func select(_ result: SearchResult?) -> [Effect] {
    state.selectedResult = result
    return []
  }

  /// The visible extent changed: "repeat search here" is offered once it has moved far enough since
  /// the last search settled, while the field has text.
  mutating func visibleExtentChanged(_ extent: Envelope) -> [Effect] {
    guard !state.currentQuery.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return [] }
    if repeatRule.visibleExtentChanged(extent) != state.isEligibleForRequery {
      state.isEligibleForRequery = repeatRule.isEligible
    }
    return []
  }
}

/// A failed request's message, as the search machine takes it.
struct SearchFailure: Error, Equatable {
  /// What a person reads.
  var message: String
}
