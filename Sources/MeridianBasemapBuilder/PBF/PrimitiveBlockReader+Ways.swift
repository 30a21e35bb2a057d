extension PrimitiveBlockReader {
  /// Reads a `Way`: `id` (1, int64), `keys` (2), `vals` (3), `refs` (8, delta-coded sint64); `info`
  /// (4), the `lat` and `lon` of LocationsOnWays files (9, 10) and unknown fields are skipped.
  mutating func readWay(_ range: Range<Int>, into builder: inout OSMExtractBuilder) throws(OpenStreetMapReadError) {
    try beginElement(.way)
    var reader = ProtobufReader(base, range)
    var id: Int64?
    var ref: Int64 = 0
    while reader.hasMore {
      let (number, wire) = try nextField(&reader, Self.wayFields)
      if try readCommonField(number, wire, &reader, Self.wayFields, id: &id) { continue }
      guard number == 8 else {
        try reader.skip(field: number, wire: wire)
        continue
      }
      field = "Way.refs"
      let start = builder.extract.ways.refs.count
      try reader.appendSignedVarints(wire: wire, to: &builder.extract.ways.refs)
      for position in start..<builder.extract.ways.refs.count {
        ref = try Self.add(builder.extract.ways.refs[position], to: ref, "node id")
        builder.extract.ways.refs[position] = ref
      }
    }
    let wayID = try finishElement(id, Self.wayFields, into: &builder)
    try builder.appendWay(id: wayID, keys: tagKeys, values: tagValues)
  }

  /// Reads a `Relation`: `id` (1, int64), `keys` (2), `vals` (3), `roles_sid` (8, int32), `memids`
  /// (9, delta-coded sint64) and `types` (10: 0 node, 1 way, 2 relation), one entry per member in each;
  /// `info` (4) and unknown fields are skipped.
  mutating func readRelation(
    _ range: Range<Int>, into builder: inout OSMExtractBuilder
  )
    throws(OpenStreetMapReadError)
  {
    try beginElement(.relation)
    var reader = ProtobufReader(base, range)
    var id: Int64?
    roles.removeAll(keepingCapacity: true)
    members.removeAll(keepingCapacity: true)
    types.removeAll(keepingCapacity: true)
    while reader.hasMore {
      let (number, wire) = try nextField(&reader, Self.relationFields)
      if try readCommonField(number, wire, &reader, Self.relationFields, id: &id) { continue }
      switch number {
      case 8:
        field = "Relation.roles_sid"
        try reader.appendVarints(wire: wire, to: &roles)
      case 9:
        field = "Relation.memids"
        try reader.appendSignedVarints(wire: wire, to: &members)
      case 10:
        field = "Relation.types"
        try reader.appendVarints(wire: wire, to: &types)
      default: try reader.skip(field: number, wire: wire)
      }
    }
    field = "Relation.id"
    guard id != nil else { throw OpenStreetMapReadError(.missingField) }
    field = "Relation.memids"
    guard roles.count == members.count, types.count == members.count else {
      throw OpenStreetMapReadError(
        .lengthMismatch("\(members.count) memids, \(roles.count) roles_sid and \(types.count) types"))
    }
    var member: Int64 = 0
    for position in 0..<members.count {
      field = "Relation.memids"
      member = try Self.add(members[position], to: member, "member id")
      field = "Relation.types"
      guard types[position] <= 2, let type = OpenStreetMapElementType(rawValue: UInt8(types[position])) else {
        throw OpenStreetMapReadError(.valueOutOfRange("member type \(types[position]) (0 node, 1 way, 2 relation)"))
      }
      field = "Relation.roles_sid"
      let role = try string(Self.int32(roles[position]), into: &builder)
      builder.extract.relations.memberRefs.append(member)
      builder.extract.relations.memberTypes.append(type)
      builder.extract.relations.memberRoles.append(role)
    }
    let relationID = try finishElement(id, Self.relationFields, into: &builder)
    try builder.appendRelation(id: relationID, keys: tagKeys, values: tagValues)
  }
}
