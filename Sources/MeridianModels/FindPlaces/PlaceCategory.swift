public import MeridianCore

/// A kind of place a person can look for, with the colour its markers are drawn in.
public struct PlaceCategory: Sendable, Hashable, CustomStringConvertible {
  /// The text searched for and shown in the picker, such as "Coffee shop".
  public var label: String
  /// The colour of the category's markers.
  public var color: Color

  /// Creates a category.
  public init(label: String, color: Color) {
    self.label = label
    self.color = color
  }

  /// Coffee shops, in brown.
  public static let coffeeShop = PlaceCategory(label: "Coffee shop", color: .brown)
  /// Gas stations, in orange.
  public static let gasStation = PlaceCategory(label: "Gas station", color: .orange)
  /// Food, in purple.
  public static let food = PlaceCategory(label: "Food", color: .purple)
  /// Hotels, in blue.
  public static let hotel = PlaceCategory(label: "Hotel", color: .blue)
  /// Parks and outdoors, in green.
  public static let parksAndOutdoors = PlaceCategory(label: "Parks and Outdoors", color: .green)

  /// The five categories of the find places flow, in picker order.
  public static let defaults: [PlaceCategory] = [.coffeeShop, .gasStation, .food, .hotel, .parksAndOutdoors]

  /// The label, as a person reads it.
  public var description: String { label }
}
