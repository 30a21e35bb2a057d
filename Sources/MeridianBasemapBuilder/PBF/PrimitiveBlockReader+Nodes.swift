extension PrimitiveBlockReader {
  /// Reads a `Node`: `id` (1, sint64), `keys` (2), `vals` (3), `lat` (8, sint64), `lon` (9, sint64);
  /// `info` (4) and unknown fields are skipped.
  mutating func readNode(_ range: Range<Int>, into builder: inout OSMExtractBuilder) throws(OpenStreetMapReadError) {
    try beginElement(.node)
    var reader = ProtobufReader(base, range)
    var id: Int64?
    var latitude: Int64?
    var longitude: Int64?
    while reader.hasMore {
      let (number, wire) = try nextField(&reader, Self.nodeFields)
      if try readCommonField(number, wire, &reader, Self.nodeFields, id: &id) { continue }
      switch number {
      case 8:
        field = "Node.lat"
        latitude = Self.zigzag(try reader.varintField(wire: wire))
      case 9:
        field = "Node.lon"
        longitude = Self.zigzag(try reader.varintField(wire: wire))
      default: try reader.skip(field: number, wire: wire)
      }
    }
    let nodeID = try finishElement(id, Self.nodeFields, into: &builder)
    field = "Node.lat"
    guard let latitude else { throw OpenStreetMapReadError(.missingField) }
    let lat = try coordinate(latitude, offset: latitudeOffset, degrees: 90, name: "latitude")
    field = "Node.lon"
    guard let longitude else { throw OpenStreetMapReadError(.missingField) }
    let lon = try coordinate(longitude, offset: longitudeOffset, degrees: 180, name: "longitude")
    field = "Node.id"
    try builder.appendNode(id: nodeID, latitude: lat, longitude: lon, keys: tagKeys, values: tagValues)
  }

  /// Reads `DenseNodes`: `id` (1), `lat` (8), `lon` (9), each delta-coded sint64 with one entry per
  /// node, and `keys_vals` (10): for each node its key and value string indices, then 0 (or nothing at
  /// all when no node has tags); `denseinfo` (5) and unknown fields are skipped.
  mutating func readDenseNodes(
    _ range: Range<Int>, into builder: inout OSMExtractBuilder
  )
    throws(OpenStreetMapReadError)
  {
    elementType = .node
    elementID = nil
    var reader = ProtobufReader(base, range)
    var ids: [Int64] = []
    var latitudes: [Int64] = []
    var longitudes: [Int64] = []
    var keysValues: [UInt64] = []
    while reader.hasMore {
      field = "DenseNodes"
      let (number, wire) = try reader.key()
      switch number {
      case 1:
        field = "DenseNodes.id"
        try reader.appendSignedVarints(wire: wire, to: &ids)
      case 8:
        field = "DenseNodes.lat"
        try reader.appendSignedVarints(wire: wire, to: &latitudes)
      case 9:
        field = "DenseNodes.lon"
        try reader.appendSignedVarints(wire: wire, to: &longitudes)
      case 10:
        field = "DenseNodes.keys_vals"
        try reader.appendVarints(wire: wire, to: &keysValues)
      default: try reader.skip(field: number, wire: wire)
      }
    }
    field = "DenseNodes.lat"
    guard latitudes.count == ids.count, longitudes.count == ids.count else {
      throw OpenStreetMapReadError(
        .lengthMismatch("\(ids.count) ids, \(latitudes.count) latitudes and \(longitudes.count) longitudes"))
    }
    var id: Int64 = 0
    var latitude: Int64 = 0
    var longitude: Int64 = 0
    var next = 0
    for node in 0..<ids.count {
      try countElement()
      field = "DenseNodes.id"
      id = try Self.add(ids[node], to: id, "id")
      elementID = id
      field = "DenseNodes.lat"
      latitude = try Self.add(latitudes[node], to: latitude, "latitude")
      let lat = try coordinate(latitude, offset: latitudeOffset, degrees: 90, name: "latitude")
      field = "DenseNodes.lon"
      longitude = try Self.add(longitudes[node], to: longitude, "longitude")
      let lon = try coordinate(longitude, offset: longitudeOffset, degrees: 180, name: "longitude")
      field = "DenseNodes.keys_vals"
      tagKeys.removeAll(keepingCapacity: true)
      tagValues.removeAll(keepingCapacity: true)
      if !keysValues.isEmpty {
        while true {
          guard next < keysValues.count else {
            throw OpenStreetMapReadError(
              .lengthMismatch("keys_vals ends inside the tags of node \(node + 1) of \(ids.count)"))
          }
          let key = Self.int32(keysValues[next])
          next += 1
          if key == 0 { break }
          guard next < keysValues.count else {
            throw OpenStreetMapReadError(.lengthMismatch("keys_vals ends between a key and its value"))
          }
          tagKeys.append(try string(key, into: &builder))
          tagValues.append(try string(Self.int32(keysValues[next]), into: &builder))
          next += 1
        }
      }
      field = "DenseNodes.id"
      try builder.appendNode(id: id, latitude: lat, longitude: lon, keys: tagKeys, values: tagValues)
    }
    guard next == keysValues.count else {
      field = "DenseNodes.keys_vals"
      elementID = nil
      throw OpenStreetMapReadError(
        .lengthMismatch("keys_vals has \(keysValues.count - next) entries after the tags of the last node"))
    }
  }

  /// A zigzag-encoded varint's value.
  static func zigzag(_ value: UInt64) -> Int64 { Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1))) }

  /// An `int32` field's varint as a string index: a negative value keeps its sign bits, so it is far
  /// out of range (and an error reads it back as negative) rather than wrapping to a valid index.
  static func int32(_ value: UInt64) -> UInt64 { UInt64(bitPattern: Int64(Int32(truncatingIfNeeded: value))) }

  /// `total + delta`, or an error when the sum overflows 64 bits.
  static func add(_ delta: Int64, to total: Int64, _ name: String) throws(OpenStreetMapReadError) -> Int64 {
    let (sum, overflow) = total.addingReportingOverflow(delta)
    guard !overflow else { throw OpenStreetMapReadError(.valueOutOfRange("the delta-coded \(name) overflows 64 bits")) }
    return sum
  }
}
