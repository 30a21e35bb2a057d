/// A JSON value read from and written to any `Decoder` and `Encoder`, so a `Codable` conformance can
/// hand its text to a reader written over ``JSONValue`` (Core's Esri JSON geometry reader, for one).
///
/// Decoding tries, in order: an object, an array, null, a Boolean, an integer, a double, a string; an
/// object's members are sorted by name (a `Decoder` does not keep the text's order, and sorting makes
/// equal texts give equal values).
extension JSONValue: Codable {
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  package init(from decoder: any Decoder) throws {
    if let keyed = try? decoder.container(keyedBy: Key.self) {
      var members: [(key: String, value: JSONValue)] = []
      for key in keyed.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        members.append((key.stringValue, try keyed.decode(JSONValue.self, forKey: key)))
      }
      self = .object(JSONObject(members: members))
      return
    }
    if var list = try? decoder.unkeyedContainer() {
      var values: [JSONValue] = []
      while !list.isAtEnd { values.append(try list.decode(JSONValue.self)) }
      self = .array(values)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let flag = try? single.decode(Bool.self) {
      self = .bool(flag)
    } else if let integer = try? single.decode(Int.self) {
      self = .int(integer)
    } else if let number = try? single.decode(Double.self) {
      self = .double(number)
    } else {
      self = .string(try single.decode(String.self))
    }
  }

  package func encode(to encoder: any Encoder) throws {
    switch self {
    case .object(let object):
      var keyed = encoder.container(keyedBy: Key.self)
      for member in object.sortedUniqueMembers { try keyed.encode(member.value, forKey: Key(stringValue: member.key)) }
    case .array(let values):
      var list = encoder.unkeyedContainer()
      for value in values { try list.encode(value) }
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let flag):
      var single = encoder.singleValueContainer()
      try single.encode(flag)
    case .int(let integer):
      var single = encoder.singleValueContainer()
      try single.encode(integer)
    case .double(let number):
      var single = encoder.singleValueContainer()
      try single.encode(number)
    case .string(let text):
      var single = encoder.singleValueContainer()
      try single.encode(text)
    }
  }
}
