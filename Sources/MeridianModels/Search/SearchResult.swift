public import MeridianCore
public import MeridianGeocoding

/// A place a search found, as a person sees it: a title, a subtitle, where it is and what to zoom to.
///
/// Two results compare equal when what a person sees is the same (title, subtitle, location, extent,
/// source); raw attributes are not compared.
public struct SearchResult: Sendable, Equatable, CustomStringConvertible {
  /// The main text, such as a place name or an address.
  public var displayTitle: String
  /// The secondary text, such as the place's address; empty when there is none.
  public var displaySubtitle: String
  /// Where the result is.
  public var location: Point?
  /// The area to zoom to for this result, if the source gives one.
  public var extent: Envelope?
  /// The name of the source that found it.
  public var sourceName: String
  /// The locator's attributes for the result.
  public var attributes: [String: any Sendable]

  /// Creates a result.
  public init(
    displayTitle: String, displaySubtitle: String = "", location: Point? = nil, extent: Envelope? = nil,
    sourceName: String = "", attributes: [String: any Sendable] = [:]
  ) {
    self.displayTitle = displayTitle
    self.displaySubtitle = displaySubtitle
    self.location = location
    self.extent = extent
    self.sourceName = sourceName
    self.attributes = attributes
  }

  /// Creates a result from a locator's geocode result.
  ///
  /// The title is the result's label; the subtitle its `Place_addr` when that says more than the label.
  public init(_ result: GeocodeResult, sourceName: String) {
    let address = result.attributes["Place_addr"] as? String ?? ""
    self.init(
      displayTitle: result.label, displaySubtitle: address == result.label ? "" : address,
      location: result.displayLocation, extent: result.extent, sourceName: sourceName,
      attributes: result.attributes)
  }

  /// Returns a Boolean value indicating whether two results show the same to a person.
  ///
  /// Title, subtitle, location, extent and source are compared; attributes are not.
  public static func == (lhs: SearchResult, rhs: SearchResult) -> Bool {
    lhs.displayTitle == rhs.displayTitle && lhs.displaySubtitle == rhs.displaySubtitle && lhs.location == rhs.location
      && lhs.extent == rhs.extent && lhs.sourceName == rhs.sourceName
  }

  /// The result in one line: its title, and its subtitle when it has one.
  public var description: String {
    "SearchResult(\(displayTitle)\(displaySubtitle.isEmpty ? "" : " — \(displaySubtitle)"))"
  }
}

/// A completion offered while a person types, which a search can accept.
public struct SearchSuggestion: Sendable, Hashable, CustomStringConvertible {
  /// The suggested text.
  public var displayTitle: String
  /// Secondary text; empty when there is none.
  public var displaySubtitle: String
  /// A Boolean value indicating whether the suggestion names many places (a category) rather than one.
  public var isCollection: Bool
  /// The locator's suggestion, passed back when it is searched.
  public var suggestResult: SuggestResult?
  /// The name of the source that gave it.
  public var sourceName: String

  /// Creates a suggestion.
  public init(
    displayTitle: String, displaySubtitle: String = "", isCollection: Bool = false,
    suggestResult: SuggestResult? = nil, sourceName: String = ""
  ) {
    self.displayTitle = displayTitle
    self.displaySubtitle = displaySubtitle
    self.isCollection = isCollection
    self.suggestResult = suggestResult
    self.sourceName = sourceName
  }

  /// Creates a suggestion from a locator's suggest result.
  public init(_ result: SuggestResult, sourceName: String) {
    self.init(
      displayTitle: result.label, isCollection: result.isCollection, suggestResult: result, sourceName: sourceName)
  }

  /// The suggestion in one line: its title, and whether it names a collection.
  public var description: String { "SearchSuggestion(\(displayTitle)\(isCollection ? ", collection" : ""))" }
}
