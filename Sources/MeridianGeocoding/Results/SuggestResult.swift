/// A suggestion for text a person is typing, which can be geocoded later.
public struct SuggestResult: Sendable, Hashable, CustomStringConvertible {
  /// The suggested text.
  public var label: String
  /// A Boolean value indicating whether the suggestion names a category (many places) rather than one place.
  public var isCollection: Bool
  /// The locator's key for the suggestion, passed back when it is geocoded.
  public var magicKey: String?

  /// Creates a suggestion.
  ///
  /// - Parameters:
  ///   - label: The suggested text.
  ///   - isCollection: Whether it names a category of many places. The default is `false`.
  ///   - magicKey: The locator's key for it, or `nil`.
  public init(label: String, isCollection: Bool = false, magicKey: String? = nil) {
    self.label = label
    self.isCollection = isCollection
    self.magicKey = magicKey
  }

  /// A short text for logs: the label, and whether the suggestion is a collection.
  public var description: String { "SuggestResult(\(label)\(isCollection ? ", collection" : ""))" }
}
