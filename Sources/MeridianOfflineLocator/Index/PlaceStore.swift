import MeridianCore
import MeridianGeocoding

/// The records of an offline index, stored column by column.
///
/// Text fields are ids into one ``StringPool``. The address details (house number, street,
/// postcode, city, phone, URL) and the area (subregion, region, its abbreviation, country code and
/// name) are stored once per distinct combination and shared by the records that have it: most
/// world places have no street, and thousands share a region.
///
/// A store is immutable and shared by reference: searches pass it around freely, so it is a class
/// (copying a struct of a dozen arrays would retain each of them).
final class PlaceStore: Sendable, Equatable {
  /// The text fields of a record.
  enum Field: Int, CaseIterable, Sendable {
    case name, houseNumber, street, postcode, city, subregion, region, regionAbbreviation, countryCode,
      countryName, phone, url
  }

  static let detailStride = 6
  static let areaStride = 5

  let strings: StringPool
  /// The name of each record.
  let names: [UInt32]
  /// The detail combination of each record, an index into ``detailFields`` (stride 6).
  let details: [UInt32]
  /// House number, street, postcode, city, phone and URL of each detail combination.
  let detailFields: [UInt32]
  /// The area combination of each record, an index into ``areaFields`` (stride 5).
  let areas: [UInt32]
  /// Subregion, region, region abbreviation, country code and country name of each area combination.
  let areaFields: [UInt32]
  /// The category node index of each record (see ``OfflineCategories``).
  let categories: [UInt16]
  let latitudes: [Double]
  let longitudes: [Double]
  let ranks: [Double]

  /// Wraps the columns.
  init(
    strings: StringPool, names: [UInt32], details: [UInt32], detailFields: [UInt32], areas: [UInt32],
    areaFields: [UInt32], categories: [UInt16], latitudes: [Double], longitudes: [Double], ranks: [Double]
  ) {
    self.strings = strings
    self.names = names
    self.details = details
    self.detailFields = detailFields
    self.areas = areas
    self.areaFields = areaFields
    self.categories = categories
    self.latitudes = latitudes
    self.longitudes = longitudes
    self.ranks = ranks
  }

  static func == (a: PlaceStore, b: PlaceStore) -> Bool {
    a === b
      || (a.strings == b.strings && a.names == b.names && a.details == b.details && a.detailFields == b.detailFields
        && a.areas == b.areas && a.areaFields == b.areaFields && a.categories == b.categories
        && a.latitudes == b.latitudes && a.longitudes == b.longitudes && a.ranks == b.ranks)
  }

  /// The number of records.
  var count: Int { latitudes.count }

  /// The number of bytes the store's columns and tables occupy.
  var byteCount: Int {
    strings.byteCount + names.elementBytes + details.elementBytes + detailFields.elementBytes + areas.elementBytes
      + areaFields.elementBytes + categories.elementBytes + latitudes.elementBytes + longitudes.elementBytes
      + ranks.elementBytes
  }

  /// The id of a text field of a record.
  @inline(__always) func id(_ record: Int, _ field: Field) -> UInt32 {
    switch field {
    case .name: return names[record]
    case .houseNumber: return detailFields[Int(details[record]) * Self.detailStride]
    case .street: return detailFields[Int(details[record]) * Self.detailStride + 1]
    case .postcode: return detailFields[Int(details[record]) * Self.detailStride + 2]
    case .city: return detailFields[Int(details[record]) * Self.detailStride + 3]
    case .phone: return detailFields[Int(details[record]) * Self.detailStride + 4]
    case .url: return detailFields[Int(details[record]) * Self.detailStride + 5]
    case .subregion: return areaFields[Int(areas[record]) * Self.areaStride]
    case .region: return areaFields[Int(areas[record]) * Self.areaStride + 1]
    case .regionAbbreviation: return areaFields[Int(areas[record]) * Self.areaStride + 2]
    case .countryCode: return areaFields[Int(areas[record]) * Self.areaStride + 3]
    case .countryName: return areaFields[Int(areas[record]) * Self.areaStride + 4]
    }
  }

  /// A text field of a record.
  func text(_ record: Int, _ field: Field) -> String { strings.string(id(record, field)) }

  /// The category node of a record.
  @inline(__always) func category(_ record: Int) -> Int { Int(categories[record]) }

  /// Rebuilds the public record (without alternate names, which the store keeps only as keys).
  func place(_ record: Int) -> OfflinePlace {
    OfflinePlace(
      name: text(record, .name), category: OfflineCategories.nodes[category(record)].name,
      houseNumber: text(record, .houseNumber), street: text(record, .street), postcode: text(record, .postcode),
      city: text(record, .city), subregion: text(record, .subregion), region: text(record, .region),
      regionAbbreviation: text(record, .regionAbbreviation), countryCode: text(record, .countryCode),
      countryName: text(record, .countryName), latitude: latitudes[record], longitude: longitudes[record],
      rank: ranks[record], phone: text(record, .phone), url: text(record, .url))
  }
}
