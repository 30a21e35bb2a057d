/// A suggestion for text a person is typing, which can be geocoded later.
public struct SuggestResult: Sendable, Hashable, CustomStringConvertible {
  /// The suggested text.
  public var label: String
  /// A Boolean value indicating whether the suggestion names a category (many places) rather than one place.
  public var isCollection: Bool
  /// The locator's key for the suggestion, passed back when it is geocoded.
  public var magicKey: String?

  /// Creates a suggestion.
  public init(label: String, isCollection: Bool = false, magicKey: String? = nil) {
    self.label = label
    self.isCollection = isCollection
    self.magicKey = magicKey
  }

  public var description: String { "SuggestResult(\(label)\(isCollection ? ", collection" : ""))" }
}
