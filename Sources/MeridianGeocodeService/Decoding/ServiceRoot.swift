import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

/// The parts of a GeocodeServer root (`?f=json`) the transport uses: the public `LocatorInfo`,
/// the batch sizes and the attribute spellings.
struct ServiceRoot: Sendable {
  var info: LocatorInfo
  /// `locatorProperties.MaxBatchSize`, if given.
  var maxBatchSize: Int?
  /// `locatorProperties.SuggestedBatchSize`, if given.
  var suggestedBatchSize: Int?
  /// The World spellings plus the service's own candidate fields.
  var names: AttributeNames

  static func decode(_ value: JSONValue, name: String) throws -> ServiceRoot {
    let root = try JSONReader(value, path: "")
    let description = try root.optionalString("serviceDescription").flatMap { $0 == "null" ? nil : $0 } ?? ""
    let capabilities = Set(
      (try root.optionalString("capabilities") ?? "").split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces).lowercased()
      })
    let candidateFields = try fields(root, "candidateFields")
    var searchFields = try fields(root, "addressFields")
    if let single = try root.optionalObject("singleLineAddressField") {
      searchFields.append(try field(single))
    }
    let categories = try (root.optionalArray("categories") ?? []).enumerated().map { index, value in
      try category(value, path: "categories[\(index)]")
    }
    let sr = try GeocodeServiceDecoder.spatialReference(
      root.value("spatialReference"), path: "spatialReference")
    let properties = try root.optionalObject("locatorProperties")
    let maxBatch = try properties.flatMap { try batchSize($0, "MaxBatchSize") }
    let suggestedBatch = try properties.flatMap { try batchSize($0, "SuggestedBatchSize") }
    let fieldNames = Set(candidateFields.map { $0.name.lowercased() })
    let supportsPOI =
      categories.contains { $0.name == "POI" } || fieldNames.contains("placename") || fieldNames.contains("place_addr")
    let geocodes = capabilities.isEmpty || capabilities.contains("geocode")
    let info = LocatorInfo(
      name: name, description: description, resultAttributes: candidateFields, searchAttributes: searchFields,
      supportsPOI: supportsPOI, supportsAddresses: geocodes && !searchFields.isEmpty,
      supportsSuggestions: capabilities.contains("suggest"), spatialReference: sr, categories: categories,
      maxBatchSize: maxBatch)
    return ServiceRoot(
      info: info, maxBatchSize: maxBatch, suggestedBatchSize: suggestedBatch,
      names: AttributeNames.world.adding(candidateFields.map(\.name)))
  }

  private static func fields(_ root: JSONReader, _ key: String) throws -> [LocatorAttribute] {
    try (root.optionalArray(key) ?? []).enumerated().map { index, value in
      try field(JSONReader(value, path: "\(key)[\(index)]"))
    }
  }

  private static func field(_ reader: JSONReader) throws -> LocatorAttribute {
    let required = try reader.optionalBool("required") ?? false
    return LocatorAttribute(
      name: try reader.string("name"), displayName: try reader.optionalString("alias"),
      type: try reader.optionalString("type") ?? "esriFieldTypeString", isRequired: required)
  }

  private static func category(_ value: JSONValue, path: String) throws -> LocatorCategory {
    let reader = try JSONReader(value, path: path)
    let children = try (reader.optionalArray("categories") ?? []).enumerated().map { index, child in
      try category(child, path: "\(path).categories[\(index)]")
    }
    return LocatorCategory(name: try reader.string("name"), subcategories: children)
  }

  private static func batchSize(_ reader: JSONReader, _ key: String) throws -> Int? {
    guard let value = try reader.optionalNumber(key) else { return nil }
    guard let size = Int(exactly: value), size >= 1 else {
      throw GeocodingError.decoding(field: reader.path(key), message: "\(value) is not a positive integer.")
    }
    return size
  }
}
