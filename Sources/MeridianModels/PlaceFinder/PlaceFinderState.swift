public import MeridianCore
public import MeridianGeocoding

extension PlaceFinderModel {
  /// The two fields of the flow.
  public enum Field: Sendable, Hashable {
    /// What to look for ("coffee", "Starbucks").
    case poi
    /// Where to look near (a city, or the current location).
    case near
  }

  /// A row of the suggestion list.
  public enum Suggestion: Sendable, Hashable, CustomStringConvertible {
    /// The "Current Location" row of the near field, offered while the location display has a location.
    case currentLocation
    /// A locator suggestion.
    case suggestion(SuggestResult)

    /// The text of the row.
    public var label: String {
      switch self {
      case .currentLocation: PlaceFinderModel.currentLocationText
      case .suggestion(let result): result.label
      }
    }

    /// The row's text, as ``label``.
    public var description: String { label }
  }

  /// A place found, as shown on the map and in its callout.
  public struct Place: Sendable, Equatable, CustomStringConvertible {
    /// The callout title: `Match_addr` (the label when absent).
    public var title: String
    /// The callout detail: `Place_addr` when the place is a POI (`Addr_type` "POI"), else `nil`.
    public var detail: String?
    /// Where the marker is.
    public var location: Point

    /// Creates a place.
    public init(title: String, detail: String?, location: Point) {
      self.title = title
      self.detail = detail
      self.location = location
    }

    /// The place a search result shows as.
    init?(_ result: SearchResult) {
      guard let location = result.location else { return nil }
      self.init(attributes: result.attributes, label: result.displayTitle, location: location)
    }

    /// The place a graphic's attributes describe.
    init(attributes: [String: any Sendable], label: String, location: Point) {
      let isPOI = attributes["Addr_type"] as? String == "POI"
      self.init(
        title: attributes["Match_addr"] as? String ?? label,
        detail: isPOI ? attributes["Place_addr"] as? String ?? "" : nil, location: location)
    }

    /// The place in one line: its title, then its detail in parentheses when it has one.
    public var description: String { "\(title)\(detail.map { " (\($0))" } ?? "")" }
  }

  /// What a person sees.
  public struct State: Sendable, Equatable, CustomStringConvertible {
    /// The text of the POI field.
    public var poiText = ""
    /// The text of the near field.
    public var nearText = ""
    /// The field being edited, if any.
    public var activeField: Field?
    /// The suggestion list shown under the active field.
    public var suggestions: [Suggestion] = []
    /// The places found by the last search.
    public var places: [Place] = []
    /// A Boolean value indicating whether a search is running.
    public var isSearching = false
    /// A Boolean value indicating whether "Redo search in this area" is offered.
    public var canRedoSearch = false
    /// A message for the person: a missing POI, nothing found, or why a request failed.
    public var message: String?

    /// Creates a state; the default is the state before anything happened.
    public init(
      poiText: String = "", nearText: String = "", activeField: Field? = nil, suggestions: [Suggestion] = [],
      places: [Place] = [], isSearching: Bool = false, canRedoSearch: Bool = false, message: String? = nil
    ) {
      self.poiText = poiText
      self.nearText = nearText
      self.activeField = activeField
      self.suggestions = suggestions
      self.places = places
      self.isSearching = isSearching
      self.canRedoSearch = canRedoSearch
      self.message = message
    }

    /// The state in one line, for test failures: the two fields, then what is shown.
    public var description: String {
      var parts = ["poi \"\(poiText)\"", "near \"\(nearText)\""]
      if !suggestions.isEmpty { parts.append("suggestions \(suggestions.map(\.label))") }
      if !places.isEmpty { parts.append("places \(places.map(\.title))") }
      if isSearching { parts.append("searching") }
      if canRedoSearch { parts.append("redo") }
      if let message { parts.append("\"\(message)\"") }
      return "State(\(parts.joined(separator: ", ")))"
    }
  }
}
