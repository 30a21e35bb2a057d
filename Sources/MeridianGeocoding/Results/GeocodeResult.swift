public import MeridianCore

/// A place or address a locator found, with where it is, how well it matched and its attributes.
///
/// Two results compare equal when what a person sees is the same: the label, the locations, the
/// extent and the score. Raw attributes are not compared.
public struct GeocodeResult: Sendable, Equatable, CustomStringConvertible {
  /// The text that describes the result: the service's `address` (a reverse geocode's `Match_addr`).
  public var label: String
  /// Where to show the result on a map.
  public var displayLocation: Point?
  /// The location that was searched from (reverse geocoding), if any.
  public var inputLocation: Point?
  /// The location to route to, if the locator gives one.
  public var routeLocation: Point?
  /// The area to zoom to, if the locator gives one.
  public var extent: Envelope?
  /// How well the result matches, 0...100 (100 is exact).
  public var score: Double
  /// The result's attributes: `String`, `Int`, `Double` or `Bool` values keyed by the service's field names.
  public var attributes: [String: any Sendable]

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - label: The text that describes the result.
  ///   - displayLocation: Where to show it, or `nil`.
  ///   - inputLocation: The location searched from, or `nil`.
  ///   - routeLocation: The location to route to, or `nil`.
  ///   - extent: The area to zoom to, or `nil`.
  ///   - score: How well it matches, 0...100. The default is 100.
  ///   - attributes: The attributes. The default is none.
  public init(
    label: String, displayLocation: Point? = nil, inputLocation: Point? = nil, routeLocation: Point? = nil,
    extent: Envelope? = nil, score: Double = 100, attributes: [String: any Sendable] = [:]
  ) {
    self.label = label
    self.displayLocation = displayLocation
    self.inputLocation = inputLocation
    self.routeLocation = routeLocation
    self.extent = extent
    self.score = score
    self.attributes = attributes
  }

  /// Returns a Boolean value indicating whether two results show the same: the same label,
  /// locations, extent and score. Attributes are not compared.
  ///
  /// - Parameters:
  ///   - lhs: A result.
  ///   - rhs: Another result.
  /// - Returns: `true` when what a person sees of them is the same.
  public static func == (lhs: GeocodeResult, rhs: GeocodeResult) -> Bool {
    lhs.label == rhs.label && lhs.displayLocation == rhs.displayLocation && lhs.inputLocation == rhs.inputLocation
      && lhs.routeLocation == rhs.routeLocation && lhs.extent == rhs.extent && lhs.score == rhs.score
  }

  /// A short text for logs: the label, the score and the display location.
  public var description: String {
    "GeocodeResult(\(label), score: \(score)\(displayLocation.map { ", at: \($0)" } ?? ""))"
  }
}
