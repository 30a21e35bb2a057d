import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

/// What else a named place is found by: the whole words of its name, its street and house number,
/// its street alone and its postcode.
///
/// The name keys find a place by its whole name; these terms find it by part of it and by its
/// address, scored below the exact matches (see ``GeocodeSearch``). A record without a name (an
/// address point) is already searched by its street, so it has no terms.
///
/// The table is a ``NameIndex`` without suggestion ranking: each key is a ``Kind`` byte followed by
/// a canonical key (``KeyNormalizer``), sorted as the name keys are (so a file has one layout and
/// is validated the same way) and looked up by hash; each key's postings are record ids in
/// ascending order, so the records that have several words are found by intersecting the words'
/// lists.
struct PlaceTerms: Sendable, Equatable {
  /// What a term is of a record.
  enum Kind: UInt8 {
    /// A whole word of the name (names of one word have none: their name key finds them).
    case nameWord = 0x77
    /// The street (the number after it, when the street field holds one, is left out).
    case street = 0x73
    /// The street, a space and the house number's key (``SearchText/houseNumberKey(_:)``: "10b").
    case address = 0x61
    /// The street, a space and the house number's leading digits ("10" for "10 B").
    case addressDigits = 0x64
    /// The postcode (unless it is the name itself, as for a ZIP code record).
    case postcode = 0x70
  }

  /// The term keys and, per key, the records in ascending order.
  let table: NameIndex
  /// The number of distinct words of each record's name (its plain key), at most 255; 0 without a name.
  let nameWordCounts: [UInt8]
  /// Key ids by hash, derived: open addressing with linear probing, each slot a key id + 1 (0 is
  /// empty), at most half full. A lookup reads a slot or two and one key, where a binary search over
  /// the sorted keys reads about 17 (each a cache miss when the table is cold, as it is for one
  /// search among many).
  private let slots: [UInt32]

  /// Wraps the parts (validated, when they come from a file) and derives the hash slots.
  init(table: NameIndex, nameWordCounts: [UInt8]) {
    self.table = table
    self.nameWordCounts = nameWordCounts
    var capacity = 16
    while capacity < 2 * table.keyCount { capacity *= 2 }
    var slots = [UInt32](repeating: 0, count: capacity)
    for id in 0..<table.keyCount {
      var slot = table.keys.withBytes(UInt32(id)) { Self.hash(UnsafeRawBufferPointer($0)) } & (capacity - 1)
      while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
      slots[slot] = UInt32(id + 1)
    }
    self.slots = slots
  }

  /// The number of bytes the table occupies.
  var byteCount: Int { table.byteCount + nameWordCounts.elementBytes + slots.elementBytes }

  /// The records that have a term, ascending, or an empty slice.
  func records(_ kind: Kind, _ key: some Collection<UInt8>) -> ArraySlice<UInt32> {
    guard !key.isEmpty else { return [] }
    let stored = Self.key(kind, key)
    let mask = slots.count - 1
    var slot = stored.withUnsafeBytes { Self.hash($0) } & mask
    while slots[slot] != 0 {
      let id = Int(slots[slot] - 1)
      if table.keys.withBytes(UInt32(id), { $0.elementsEqual(stored) }) { return table.postings(of: id) }
      slot = (slot + 1) & mask
    }
    return []
  }

  /// The slot hash of a stored key (`ByteChecksum`'s mixing, folded to an `Int`).
  private static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
    let h = ByteChecksum.update(ByteChecksum.offset, bytes)
    return Int(truncatingIfNeeded: h ^ (h >> 32))
  }

  /// The stored key of a term: the kind byte, then the key.
  static func key(_ kind: Kind, _ key: some Collection<UInt8>) -> [UInt8] {
    var bytes: [UInt8] = [kind.rawValue]
    bytes.append(contentsOf: key)
    return bytes
  }

  /// The key of an address term: the street key, a space, the number.
  static func addressKey(_ street: [UInt8], _ number: String) -> [UInt8] {
    street + [0x20] + Array(number.utf8)
  }

  /// The street and house number a record's terms use: its own, or, when its house number is
  /// empty and its street reads as an address ("Merikannontie 10"), the two parts of the street.
  static func address(street: String, houseNumber: String) -> (street: String, houseNumber: String) {
    guard houseNumber.isEmpty, let parsed = SearchText.parseAddress(street) else { return (street, houseNumber) }
    return (parsed.street, parsed.houseNumber)
  }
}
