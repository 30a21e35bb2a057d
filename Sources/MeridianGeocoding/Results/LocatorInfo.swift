public import MeridianCore

/// What a locator can do: its name, attributes, capabilities, spatial reference and categories.
public struct LocatorInfo: Sendable, Hashable {
  /// The locator's name.
  public var name: String
  /// A description of the locator.
  public var description: String
  /// The attributes results can carry.
  public var resultAttributes: [LocatorAttribute]
  /// The fields a multi-field search accepts.
  public var searchAttributes: [LocatorAttribute]
  /// A Boolean value indicating whether the locator finds points of interest.
  public var supportsPOI: Bool
  /// A Boolean value indicating whether the locator finds addresses.
  public var supportsAddresses: Bool
  /// A Boolean value indicating whether the locator gives suggestions.
  public var supportsSuggestions: Bool
  /// The spatial reference of the locator's own coordinates.
  public var spatialReference: SpatialReference?
  /// The category tree, top-level categories first.
  public var categories: [LocatorCategory]
  /// The largest number of addresses the locator accepts in one batch request, if it batches.
  public var maxBatchSize: Int?

  /// Creates locator information.
  ///
  /// - Parameters:
  ///   - name: The locator's name.
  ///   - description: A description. The default is empty.
  ///   - resultAttributes: The attributes results can carry.
  ///   - searchAttributes: The fields a multi-field search accepts.
  ///   - supportsPOI: Whether it finds points of interest. The default is `false`.
  ///   - supportsAddresses: Whether it finds addresses. The default is `false`.
  ///   - supportsSuggestions: Whether it gives suggestions. The default is `false`.
  ///   - spatialReference: The spatial reference of its coordinates, or `nil` when unknown.
  ///   - categories: The category tree, top-level categories first.
  ///   - maxBatchSize: The largest batch it accepts, or `nil` when it does not batch.
  public init(
    name: String, description: String = "", resultAttributes: [LocatorAttribute] = [],
    searchAttributes: [LocatorAttribute] = [], supportsPOI: Bool = false, supportsAddresses: Bool = false,
    supportsSuggestions: Bool = false, spatialReference: SpatialReference? = nil, categories: [LocatorCategory] = [],
    maxBatchSize: Int? = nil
  ) {
    self.name = name
    self.description = description
    self.resultAttributes = resultAttributes
    self.searchAttributes = searchAttributes
    self.supportsPOI = supportsPOI
    self.supportsAddresses = supportsAddresses
    self.supportsSuggestions = supportsSuggestions
    self.spatialReference = spatialReference
    self.categories = categories
    self.maxBatchSize = maxBatchSize
  }
}

/// A field of a locator: a result attribute or a search field.
public struct LocatorAttribute: Sendable, Hashable {
  /// The field name, such as `PlaceName`.
  public var name: String
  /// The name to show people.
  public var displayName: String
  /// The field's type ("esriFieldTypeString", ...).
  public var type: String
  /// A Boolean value indicating whether the field is required (search fields).
  public var isRequired: Bool

  /// Creates a locator attribute.
  ///
  /// - Parameters:
  ///   - name: The field name.
  ///   - displayName: The name to show people, or `nil` to show `name`.
  ///   - type: The field's type. The default is `esriFieldTypeString`.
  ///   - isRequired: Whether a search must give it. The default is `false`.
  public init(name: String, displayName: String? = nil, type: String = "esriFieldTypeString", isRequired: Bool = false)
  {
    self.name = name
    self.displayName = displayName ?? name
    self.type = type
    self.isRequired = isRequired
  }
}

/// A node of a locator's category tree, such as "Food" under "POI".
public struct LocatorCategory: Sendable, Hashable {
  /// The category name, as used in ``GeocodeParameters/categories``.
  public var name: String
  /// The narrower categories.
  public var subcategories: [LocatorCategory]

  /// Creates a category.
  ///
  /// - Parameters:
  ///   - name: The category name, such as `Coffee Shop`.
  ///   - subcategories: The narrower categories. The default is none.
  public init(name: String, subcategories: [LocatorCategory] = []) {
    self.name = name
    self.subcategories = subcategories
  }
}
