/// What a search shows below its field: results, suggestions, or why it failed.
public enum SearchOutcome: Sendable, Equatable, CustomStringConvertible {
  /// The results of a search (possibly none).
  case results([SearchResult])
  /// Suggestions for the text typed so far (possibly none).
  case suggestions([SearchSuggestion])
  /// The search or suggest failed; the message says why.
  case failure(String)

  /// The outcome in one line: the titles of the results or suggestions, or the failure's message.
  public var description: String {
    switch self {
    case .results(let results): "results(\(results.map(\.displayTitle)))"
    case .suggestions(let suggestions): "suggestions(\(suggestions.map(\.displayTitle)))"
    case .failure(let message): "failure(\(message))"
    }
  }
}

/// How many results a search keeps.
public enum SearchResultMode: Sendable, Hashable {
  /// Only the best result, which becomes the selection.
  case single
  /// Every result; none is selected.
  case multiple
  /// A typed search keeps every result; an accepted suggestion keeps every result when it names a
  /// collection (a category) and only the best one otherwise. A single result is selected.
  case automatic

  /// The results to keep, by this mode, for a search from typed text or from a suggestion.
  ///
  /// - Parameters:
  ///   - results: The results the source returned, best first.
  ///   - suggestion: The accepted suggestion, or `nil` for typed text.
  /// - Returns: The results to show.
  public func keep(_ results: [SearchResult], from suggestion: SearchSuggestion?) -> [SearchResult] {
    switch self {
    case .single: return Array(results.prefix(1))
    case .multiple: return results
    case .automatic:
      guard let suggestion, !suggestion.isCollection else { return results }
      return Array(results.prefix(1))
    }
  }
}
