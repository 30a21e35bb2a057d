/// Reads `PrimitiveBlock`s (osmformat.proto) into an ``OSMExtractBuilder``.
///
/// A reader reads one block. While it reads, it keeps the element and field it is in, so that an error
/// names them (``read(_:into:)`` adds them to the error).
struct PrimitiveBlockReader {
  /// How often, in elements, the reader checks for cancellation.
  static let cancellationInterval = 4_096

  // The block being read.
  let base: UnsafePointer<UInt8>
  var strings: [Range<Int>] = []
  /// Each block string's position in the extract's string table, or -1 before its first use.
  var interned: [Int32] = []
  var granularity: Int64 = 100
  var latitudeOffset: Int64 = 0
  var longitudeOffset: Int64 = 0
  var elementsSinceCheck = 0

  // Where the reader is, for errors.
  var field: StaticString = "PrimitiveBlock"
  var elementType: OpenStreetMapElementType?
  var elementID: Int64?

  // Scratch arrays, reused from element to element.
  var groups: [Range<Int>] = []
  var keys: [UInt64] = []
  var values: [UInt64] = []
  var tagKeys: [Int32] = []
  var tagValues: [Int32] = []
  var roles: [UInt64] = []
  var members: [Int64] = []
  var types: [UInt64] = []

  private init(base: UnsafePointer<UInt8>) { self.base = base }

  /// Reads one block into `builder`.
  ///
  /// - Throws: `OpenStreetMapReadError` naming the element and field (the caller adds the blob).
  static func read(_ bytes: [UInt8], into builder: inout OSMExtractBuilder) throws(OpenStreetMapReadError) {
    try bytes.withUnsafeBufferPointer { (buffer) throws(OpenStreetMapReadError) in
      guard let base = buffer.baseAddress else { return }
      var reader = PrimitiveBlockReader(base: base)
      do throws(OpenStreetMapReadError) {
        try reader.readBlock(0..<buffer.count, into: &builder)
      } catch {
        throw error.located(
          elementType: reader.elementType, elementID: reader.elementID, field: String(describing: reader.field))
      }
    }
  }

  private mutating func readBlock(
    _ range: Range<Int>, into builder: inout OSMExtractBuilder
  )
    throws(OpenStreetMapReadError)
  {
    var reader = ProtobufReader(base, range)
    var stringTable: Range<Int>?
    while reader.hasMore {
      let (number, wire) = try reader.key()
      switch number {
      case 1:
        field = "PrimitiveBlock.stringtable"
        stringTable = try reader.bytesField(wire: wire)
      case 2:
        field = "PrimitiveBlock.primitivegroup"
        groups.append(try reader.bytesField(wire: wire))
      case 17:
        field = "PrimitiveBlock.granularity"
        granularity = Int64(Int32(truncatingIfNeeded: try reader.varintField(wire: wire)))
        guard granularity > 0 else { throw OpenStreetMapReadError(.valueOutOfRange("granularity \(granularity)")) }
      case 19:
        field = "PrimitiveBlock.lat_offset"
        latitudeOffset = Int64(bitPattern: try reader.varintField(wire: wire))
      case 20:
        field = "PrimitiveBlock.lon_offset"
        longitudeOffset = Int64(bitPattern: try reader.varintField(wire: wire))
      default:
        // date_granularity (18) only scales timestamps, which the reader does not keep.
        field = "PrimitiveBlock"
        try reader.skip(field: number, wire: wire)
      }
    }
    // A missing string table reads as an empty one: any string index is then out of range.
    try readStringTable(stringTable ?? range.lowerBound..<range.lowerBound)
    for group in groups { try readGroup(group, into: &builder) }
  }

  /// Reads a `StringTable`: the ranges of its strings (`s`, 1), checked and interned on first use.
  private mutating func readStringTable(_ range: Range<Int>) throws(OpenStreetMapReadError) {
    field = "StringTable.s"
    var reader = ProtobufReader(base, range)
    while reader.hasMore {
      let (number, wire) = try reader.key()
      if number == 1 {
        strings.append(try reader.bytesField(wire: wire))
      } else {
        try reader.skip(field: number, wire: wire)
      }
    }
    interned = [Int32](repeating: -1, count: strings.count)
  }

  /// Reads a `PrimitiveGroup`: `nodes` (1), `dense` (2), `ways` (3), `relations` (4); `changesets` (5)
  /// and unknown fields are skipped.
  private mutating func readGroup(
    _ range: Range<Int>, into builder: inout OSMExtractBuilder
  )
    throws(OpenStreetMapReadError)
  {
    var reader = ProtobufReader(base, range)
    while reader.hasMore {
      field = "PrimitiveGroup"
      elementType = nil
      elementID = nil
      let (number, wire) = try reader.key()
      switch number {
      case 1: try readNode(try reader.bytesField(wire: wire), into: &builder)
      case 2: try readDenseNodes(try reader.bytesField(wire: wire), into: &builder)
      case 3: try readWay(try reader.bytesField(wire: wire), into: &builder)
      case 4: try readRelation(try reader.bytesField(wire: wire), into: &builder)
      default: try reader.skip(field: number, wire: wire)
      }
    }
  }

  /// Counts an element and checks for cancellation every ``cancellationInterval`` elements.
  mutating func countElement() throws(OpenStreetMapReadError) {
    elementsSinceCheck += 1
    if elementsSinceCheck >= Self.cancellationInterval {
      elementsSinceCheck = 0
      if Task.isCancelled { throw OpenStreetMapReadError(.cancelled) }
    }
  }

  /// The extract's string position of the block's string `index`, interning it (after checking it is
  /// UTF-8) on first use.
  @inline(__always)
  mutating func string(
    _ index: UInt64, into builder: inout OSMExtractBuilder
  ) throws(OpenStreetMapReadError)
    -> Int32
  {
    guard index < UInt64(interned.count) else {
      throw OpenStreetMapReadError(.stringIndexOutOfRange(index: Int64(bitPattern: index), count: interned.count))
    }
    let position = interned[Int(index)]
    if position >= 0 { return position }
    return try intern(Int(index), into: &builder)
  }

  private mutating func intern(
    _ index: Int, into builder: inout OSMExtractBuilder
  ) throws(OpenStreetMapReadError)
    -> Int32
  {
    let range = strings[index]
    let position = try builder.intern(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    interned[index] = position
    return position
  }

  /// A coordinate in 10⁻⁷ degree from a block value: `offset + granularity · value` nanodegrees,
  /// checked for overflow and against ±`degrees`, rounded to the nearest 10⁻⁷ degree.
  @inline(__always)
  func coordinate(_ value: Int64, offset: Int64, degrees: Int64, name: String) throws(OpenStreetMapReadError) -> Int32 {
    let (scaled, overflow) = granularity.multipliedReportingOverflow(by: value)
    let (nano, carry) = scaled.addingReportingOverflow(offset)
    let limit = degrees * 1_000_000_000
    guard !overflow, !carry, nano >= -limit, nano <= limit else {
      throw OpenStreetMapReadError(
        .valueOutOfRange("\(name) \(value) × \(granularity) + \(offset) nanodegrees is beyond ±\(degrees)°"))
    }
    var units = nano / 100
    let remainder = nano % 100
    if remainder >= 50 { units += 1 } else if remainder <= -50 { units -= 1 }
    return Int32(truncatingIfNeeded: units)
  }

  /// Reads the element's tags from the parallel string indices in ``keys`` and ``values`` into
  /// ``tagKeys`` and ``tagValues``.
  mutating func readTags(
    keysField: StaticString, valuesField: StaticString, into builder: inout OSMExtractBuilder
  )
    throws(OpenStreetMapReadError)
  {
    field = keysField
    guard keys.count == values.count else {
      throw OpenStreetMapReadError(.lengthMismatch("\(keys.count) keys and \(values.count) values"))
    }
    tagKeys.removeAll(keepingCapacity: true)
    tagValues.removeAll(keepingCapacity: true)
    for (key, value) in zip(keys, values) {
      field = keysField
      tagKeys.append(try string(key, into: &builder))
      field = valuesField
      tagValues.append(try string(value, into: &builder))
    }
  }
}
