extension PrimitiveBlockReader {
  /// The `.proto` names of the fields every element has, for errors.
  struct ElementFields {
    let message: StaticString
    let id: StaticString
    let keys: StaticString
    let values: StaticString
  }

  static let nodeFields = ElementFields(message: "Node", id: "Node.id", keys: "Node.keys", values: "Node.vals")
  static let wayFields = ElementFields(message: "Way", id: "Way.id", keys: "Way.keys", values: "Way.vals")
  static let relationFields = ElementFields(
    message: "Relation", id: "Relation.id", keys: "Relation.keys", values: "Relation.vals")

  /// Starts reading an element: its type, no id yet, no tags; counts it (and checks cancellation).
  mutating func beginElement(_ type: OpenStreetMapElementType) throws(OpenStreetMapReadError) {
    elementType = type
    elementID = nil
    keys.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
    try countElement()
  }

  /// Reads the next field's key, naming the message as the field until the field is known.
  mutating func nextField(
    _ reader: inout ProtobufReader, _ names: ElementFields
  ) throws(OpenStreetMapReadError) -> (
    number: Int, wire: Int
  ) {
    field = names.message
    let (number, wire) = try reader.key()
    return (number, wire)
  }

  /// Reads a field every element has, `id` (1: `sint64` for nodes, `int64` for ways and relations),
  /// `keys` (2) or `vals` (3), and returns `true`; returns `false`, reading nothing, for any other.
  mutating func readCommonField(
    _ number: Int, _ wire: Int, _ reader: inout ProtobufReader, _ names: ElementFields, id: inout Int64?
  ) throws(OpenStreetMapReadError) -> Bool {
    switch number {
    case 1:
      field = names.id
      let raw = try reader.varintField(wire: wire)
      id = elementType == .node ? Self.zigzag(raw) : Int64(bitPattern: raw)
      elementID = id
    case 2:
      field = names.keys
      try reader.appendVarints(wire: wire, to: &keys)
    case 3:
      field = names.values
      try reader.appendVarints(wire: wire, to: &values)
    default: return false
    }
    return true
  }

  /// Checks that the element has its id and reads its tags; returns the id.
  mutating func finishElement(
    _ id: Int64?, _ names: ElementFields, into builder: inout OSMExtractBuilder
  )
    throws(OpenStreetMapReadError) -> Int64
  {
    field = names.id
    guard let id else { throw OpenStreetMapReadError(.missingField) }
    try readTags(keysField: names.keys, valuesField: names.values, into: &builder)
    field = names.id
    return id
  }
}
