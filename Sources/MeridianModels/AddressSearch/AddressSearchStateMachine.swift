import Foundation
import MeridianCore
import MeridianGeocoding

/// The address search flow as a pure state machine: what each submit and each answer does to the state.
///
/// Each submit of non-empty text takes a new generation; an answer for an older generation is stale
/// and ignored, so only the latest result is ever shown, whatever order answers arrive in.
struct AddressSearchStateMachine: Sendable {
  /// The message shown when a person submits empty text.
  static let nothingToSearch = "Nothing to search!"

  private(set) var state = AddressSearchModel.State()
  private var requests = LatestRequest()

  /// A person submitted `text`.
  ///
  /// - Returns: The ticket of the request to start, or `nil` when there is nothing to search.
  mutating func submit(_ text: String) -> UInt64? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      state.message = Self.nothingToSearch
      return nil
    }
    state.searchText = trimmed
    state.isSearching = true
    state.message = nil
    return requests.begin()
  }

  /// The request `ticket` answered with `result` (the best match, or `nil` when nothing matched).
  ///
  /// - Returns: Whether the answer was applied (`false` when it is stale).
  mutating func answered(_ ticket: UInt64, with result: GeocodeResult?) -> Bool {
    guard requests.isCurrent(ticket), state.isSearching else { return false }
    state.isSearching = false
    if let result, let location = result.displayLocation ?? result.extent?.center {
      state.status = .result(result.label, location)
      state.message = nil
    } else {
      state.status = .none
      state.message = "No results found for \(state.searchText)."
    }
    return true
  }

  /// The request `ticket` failed with a message a person can read.
  ///
  /// - Returns: Whether the failure was applied (`false` when it is stale).
  mutating func failed(_ ticket: UInt64, message: String) -> Bool {
    guard requests.isCurrent(ticket), state.isSearching else { return false }
    state.isSearching = false
    state.status = .none
    state.message = message
    return true
  }

  /// The person cancelled: every outstanding request becomes stale and the search stops.
  ///
  /// - Returns: Whether the state changed.
  mutating func cancel() -> Bool {
    requests.invalidate()
    guard state.isSearching else { return false }
    state.isSearching = false
    return true
  }

  /// The request `ticket` was cancelled; if it was the latest, the search stops without a message.
  ///
  /// - Returns: Whether the state changed.
  mutating func cancelled(_ ticket: UInt64) -> Bool {
    guard requests.isCurrent(ticket), state.isSearching else { return false }
    state.isSearching = false
    return true
  }
}
