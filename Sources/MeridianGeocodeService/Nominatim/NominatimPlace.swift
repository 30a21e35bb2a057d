import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

/// One place of a Nominatim `jsonv2` answer (`/search`, `/reverse`, `/lookup`), read and checked.
///
/// Fields follow the server's names: `category` is the OpenStreetMap key (Nominatim's "class", such
/// as `amenity`), `type` its value (`cafe`); `place_rank` runs from 4 (a country) to 30 (a house or a
/// point of interest); `importance` is Nominatim's prominence, 0...1 (below 0 for the results of a
/// category search near a point, where it is minus the distance in degrees).
struct NominatimPlace: Sendable {
  var placeID: Int?
  /// `node`, `way` or `relation`.
  var osmType: String?
  var osmID: Int?
  var latitude: Double
  var longitude: Double
  var osmKey: String
  var osmValue: String
  var placeRank: Int?
  var importance: Double?
  var addressType: String?
  var name: String
  var displayName: String
  /// The `address` object's parts (`road`, `house_number`, `city`, `postcode`, `country_code`, ...).
  var address: [String: String]
  /// The `extratags` object's parts (`cuisine`, `website`, `phone`, ...).
  var extraTags: [String: String]
  /// The bounding box as (south, north, west, east) latitudes and longitudes.
  var boundingBox: (south: Double, north: Double, west: Double, east: Double)?

  /// The OpenStreetMap identifier as Nominatim's `/lookup` takes it: `N123`, `W45` or `R6`.
  var lookupID: String? {
    guard let osmID, let letter = osmType?.first.map({ String($0).uppercased() }), "NWR".contains(letter) else {
      return nil
    }
    return "\(letter)\(osmID)"
  }

  /// The first of several address parts that is present and not empty.
  func address(_ keys: String...) -> String {
    for key in keys { if let value = address[key], !value.isEmpty { return value } }
    return ""
  }

  /// Reads a place object.
  ///
  /// - Parameters:
  ///   - value: The JSON object.
  ///   - path: Where it is in the body, for errors (`[2]`).
  /// - Throws: `GeocodingError/decoding(field:message:)` naming the field for a missing or
  ///   malformed `lat`, `lon`, `boundingbox` or an object of the wrong kind.
  init(_ value: JSONValue, path: String) throws {
    let reader = try JSONReader(value, path: path)
    latitude = try reader.number("lat")
    longitude = try reader.number("lon")
    guard latitude.isFinite, (-90.0...90.0).contains(latitude) else {
      throw GeocodingError.decoding(field: reader.path("lat"), message: "latitude \(latitude) is outside -90...90.")
    }
    guard longitude.isFinite, (-180.0...180.0).contains(longitude) else {
      throw GeocodingError.decoding(
        field: reader.path("lon"), message: "longitude \(longitude) is outside -180...180.")
    }
    placeID = try Self.integer(reader, "place_id")
    osmType = try reader.optionalString("osm_type")
    osmID = try Self.integer(reader, "osm_id")
    osmKey = try reader.optionalString("category") ?? reader.optionalString("class") ?? ""
    osmValue = try reader.optionalString("type") ?? ""
    placeRank = try Self.integer(reader, "place_rank")
    importance = try reader.optionalNumber("importance").flatMap { $0.isFinite ? $0 : nil }
    addressType = try reader.optionalString("addresstype")
    name = try reader.optionalString("name") ?? ""
    displayName = try reader.optionalString("display_name") ?? ""
    address = try Self.strings(reader, "address")
    extraTags = try Self.strings(reader, "extratags")
    boundingBox = try Self.boundingBox(reader)
  }

  /// An integer field, or `nil` when it is missing; a fraction or a number beyond `Int` is an error.
  private static func integer(_ reader: JSONReader, _ key: String) throws -> Int? {
    guard let number = try reader.optionalNumber(key) else { return nil }
    guard let integer = Int(exactly: number) else {
      throw GeocodingError.decoding(field: reader.path(key), message: "\(number) is not an integer.")
    }
    return integer
  }

  /// An object of strings (`address`, `extratags`); members that are not strings are left out.
  private static func strings(_ reader: JSONReader, _ key: String) throws -> [String: String] {
    guard let object = try reader.optionalObject(key)?.object else { return [:] }
    var result: [String: String] = [:]
    for member in object { if let text = member.value.string { result[member.key] = text } }
    return result
  }

  /// The `boundingbox` array: four numbers (or strings holding them), south, north, west, east.
  private static func boundingBox(_ reader: JSONReader) throws -> (Double, Double, Double, Double)? {
    guard let items = try reader.optionalArray("boundingbox") else { return nil }
    let field = reader.path("boundingbox")
    guard items.count == 4 else {
      throw reader.fail("boundingbox", "has \(items.count) coordinates, not 4")
    }
    var numbers: [Double] = []
    for (index, item) in items.enumerated() {
      guard let number = reader.number(of: item) else {
        throw reader.fail(at: "\(field)[\(index)]", "is \(item.kindName), not a number")
      }
      numbers.append(number)
    }
    let (south, north, west, east) = (numbers[0], numbers[1], numbers[2], numbers[3])
    guard (-90.0...90.0).contains(south), (-90.0...90.0).contains(north), south <= north,
      (-180.0...180.0).contains(west), (-180.0...180.0).contains(east)
    else {
      throw GeocodingError.decoding(
        field: field, message: "[\(south), \(north), \(west), \(east)] is not a south, north, west, east box.")
    }
    return (south, north, west, east)
  }
}
