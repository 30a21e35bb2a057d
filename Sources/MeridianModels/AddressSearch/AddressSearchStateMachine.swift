import Foundation
import MeridianCore
import MeridianGeocoding

/// The address search flow as a pure state machine: what each submit and each answer does to the state.
///
/// Which answer may arrive is not its concern: the model's ``Requests`` hand it only the answer of the
/// current request (a newer submit supersedes the older one), so the machine is written as if answers
/// came one at a time, in order.
struct AddressSearchStateMachine: Sendable {
  /// The message shown when a person submits empty text.
  static let nothingToSearch = "Nothing to search!"

  private(set) var state = AddressSearchModel.State()

  /// A person submitted `text`.
  ///
  /// - Returns: The text to search for (trimmed), or `nil` when there is nothing to search.
  mutating func submit(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      state.message = Self.nothingToSearch
      return nil
    }
    state.searchText = trimmed
    state.isSearching = true
    state.message = nil
    return trimmed
  }

  /// The search answered with `result` (the best match, or `nil` when nothing matched).
  ///
  /// - Returns: Whether the answer was applied (`false` when no search is running).
  mutating func answered(with result: GeocodeResult?) -> Bool {
    guard state.isSearching else { return false }
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

  /// The search failed with a message a person can read.
  ///
  /// - Returns: Whether the failure was applied (`false` when no search is running).
  mutating func failed(message: String) -> Bool {
    guard state.isSearching else { return false }
    state.isSearching = false
    state.status = .none
    state.message = message
    return true
  }

  /// The search was cancelled (by the person, or its work was): it stops without a message, and
  /// the result shown stays.
  ///
  /// - Returns: Whether the state changed.
  mutating func cancel() -> Bool {
    guard state.isSearching else { return false }
    state.isSearching = false
    return true
  }
}
