/// Reads the protocol buffer wire format (varints, zigzag, fixed-width and length-delimited fields,
/// packed repeated fields) from a byte range, checking every length against the range's end.
///
/// Errors carry no location; the block readers add the blob, element and field.
struct ProtobufReader {
  /// The wire types (the low three bits of a field key).
  static let varint = 0
  static let fixed64 = 1
  static let lengthDelimited = 2
  static let startGroup = 3
  static let endGroup = 4
  static let fixed32 = 5

  let bytes: UnsafePointer<UInt8>
  var position: Int
  let end: Int

  /// A reader of `range` in `bytes`.
  init(_ bytes: UnsafePointer<UInt8>, _ range: Range<Int>) {
    self.bytes = bytes
    self.position = range.lowerBound
    self.end = range.upperBound
  }

  /// Whether bytes remain.
  var hasMore: Bool { position < end }

  static func malformed(_ why: String) -> OpenStreetMapReadError { OpenStreetMapReadError(.malformed(why)) }

  /// Reads a varint of at most 10 bytes (a 64-bit value).
  @inline(__always)
  mutating func varint() throws(OpenStreetMapReadError) -> UInt64 {
    guard position < end else { throw Self.malformed("a varint runs past the end of its message") }
    let first = bytes[position]
    position &+= 1
    if first < 0x80 { return UInt64(first) }
    return try varintTail(UInt64(first & 0x7F))
  }

  @inline(never)
  mutating func varintTail(_ low: UInt64) throws(OpenStreetMapReadError) -> UInt64 {
    var result = low
    var shift: UInt64 = 7
    while true {
      guard position < end else { throw Self.malformed("a varint runs past the end of its message") }
      let byte = bytes[position]
      position &+= 1
      if shift == 63, byte > 1 { throw Self.malformed("a varint is longer than 10 bytes or overflows 64 bits") }
      result |= UInt64(byte & 0x7F) &<< shift
      if byte < 0x80 { return result }
      shift &+= 7
    }
  }

  /// Reads a field key: the field number and the wire type.
  @inline(__always)
  mutating func key() throws(OpenStreetMapReadError) -> (field: Int, wire: Int) {
    let key = try varint()
    let field = key >> 3
    guard field > 0, field <= 0x1FFF_FFFF else { throw Self.malformed("field number \(field) is out of range") }
    return (Int(field), Int(key & 7))
  }

  /// Reads a length-delimited field's length and returns its byte range, which lies inside the message.
  @inline(__always)
  mutating func lengthDelimited() throws(OpenStreetMapReadError) -> Range<Int> {
    let length = try varint()
    guard length <= UInt64(Int32.max) else {
      throw Self.malformed(
        Int64(bitPattern: length) < 0 ? "a negative length" : "a length of \(length) bytes, beyond 2 GiB")
    }
    let count = Int(length)
    guard count <= end - position else {
      throw Self.malformed("a length of \(count) bytes runs past the end of its message (\(end - position) left)")
    }
    let start = position
    position += count
    return start..<position
  }

  /// Reads a signed (zigzag) varint (`sint32`, `sint64`).
  @inline(__always)
  mutating func signedVarint() throws(OpenStreetMapReadError) -> Int64 {
    let value = try varint()
    return Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1)))
  }

  /// Reads a varint as a two's complement `int64`.
  mutating func int64() throws(OpenStreetMapReadError) -> Int64 { Int64(bitPattern: try varint()) }

  /// Reads a varint as an `int32` (negative values are encoded as ten-byte varints, whose high bits are
  /// dropped as the protocol buffer rules say).
  mutating func int32() throws(OpenStreetMapReadError) -> Int32 { Int32(truncatingIfNeeded: try varint()) }

  /// Reads a string field's bytes as a range.
  mutating func bytesField(wire: Int) throws(OpenStreetMapReadError) -> Range<Int> {
    guard wire == Self.lengthDelimited else {
      throw Self.malformed("wire type \(wire) where a length-delimited field was expected")
    }
    return try lengthDelimited()
  }

  /// Reads a varint field after checking its wire type.
  mutating func varintField(wire: Int) throws(OpenStreetMapReadError) -> UInt64 {
    guard wire == Self.varint else { throw Self.malformed("wire type \(wire) where a varint was expected") }
    return try varint()
  }

  /// Skips a field of any wire type; a group (wire types 3 and 4, deprecated) is skipped to its end.
  mutating func skip(field: Int, wire: Int) throws(OpenStreetMapReadError) {
    switch wire {
    case Self.varint: _ = try varint()
    case Self.fixed64: try advance(8)
    case Self.lengthDelimited: _ = try lengthDelimited()
    case Self.fixed32: try advance(4)
    case Self.startGroup:
      // Groups nest; skip keys until the end-group key of this field, tracking the open groups.
      var open = [field]
      while let innermost = open.last {
        let (inner, innerWire) = try key()
        if innerWire == Self.endGroup {
          guard inner == innermost else { throw Self.malformed("group \(innermost) ends with field \(inner)") }
          open.removeLast()
        } else if innerWire == Self.startGroup {
          guard open.count < 100 else { throw Self.malformed("groups nest deeper than 100") }
          open.append(inner)
        } else {
          try skip(field: inner, wire: innerWire)
        }
      }
    case Self.endGroup: throw Self.malformed("an end-group key (field \(field)) without a start")
    default: throw Self.malformed("unknown wire type \(wire) (field \(field))")
    }
  }

  private mutating func advance(_ count: Int) throws(OpenStreetMapReadError) {
    guard count <= end - position else { throw Self.malformed("a fixed-width field runs past the end of its message") }
    position += count
  }

  /// Reads a repeated scalar field, packed (wire type 2, possibly in several runs) or not (wire type 0),
  /// appending each value `decode` reads.
  @inline(__always)
  mutating func appendRepeated<Value>(
    wire: Int, to values: inout [Value], _ decode: (inout ProtobufReader) throws(OpenStreetMapReadError) -> Value
  ) throws(OpenStreetMapReadError) {
    if wire == Self.varint {
      values.append(try decode(&self))
      return
    }
    var packed = ProtobufReader(bytes, try bytesField(wire: wire))
    while packed.hasMore { values.append(try decode(&packed)) }
  }

  /// Reads a repeated varint field (`uint32`, `int32`, enums), packed or not, appending each value.
  mutating func appendVarints(wire: Int, to values: inout [UInt64]) throws(OpenStreetMapReadError) {
    try appendRepeated(wire: wire, to: &values) { (reader) throws(OpenStreetMapReadError) in try reader.varint() }
  }

  /// Reads a repeated zigzag field (`sint64`), packed or not, appending each value.
  mutating func appendSignedVarints(wire: Int, to values: inout [Int64]) throws(OpenStreetMapReadError) {
    try appendRepeated(wire: wire, to: &values) { (reader) throws(OpenStreetMapReadError) in
      try reader.signedVarint()
    }
  }
}
