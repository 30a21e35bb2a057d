/// Reads the `HeaderBlock` of an `OSMHeader` blob (osmformat.proto).
enum HeaderBlockReader {
  /// The required features this reader supports.
  static let supportedFeatures: Set<String> = ["OsmSchema-V0.6", "DenseNodes"]
  /// The required features it knows but does not support.
  static let unsupportedFeatures: Set<String> = ["HistoricalInformation"]

  /// Reads a header block: `bbox` (1), `required_features` (4), `optional_features` (5),
  /// `writingprogram` (16), `source` (17), `osmosis_replication_timestamp` (32); other fields skipped.
  ///
  /// - Throws: `OpenStreetMapReadError` for broken data or a required feature it cannot honour.
  static func read(_ bytes: [UInt8]) throws(OpenStreetMapReadError) -> OSMHeader {
    try bytes.withUnsafeBufferPointer { (buffer) throws(OpenStreetMapReadError) -> OSMHeader in
      var header = OSMHeader()
      guard let base = buffer.baseAddress else { return header }
      var reader = ProtobufReader(base, 0..<buffer.count)
      func text(_ range: Range<Int>, _ field: String) throws(OpenStreetMapReadError) -> String {
        guard let text = String(validating: buffer[range], as: UTF8.self) else {
          throw OpenStreetMapReadError(.invalidUTF8, field: field)
        }
        return text
      }
      while reader.hasMore {
        let (field, wire) = try reader.key()
        switch field {
        case 1: header.boundingBox = try boundingBox(base, try reader.bytesField(wire: wire))
        case 4:
          let feature = try text(try reader.bytesField(wire: wire), "HeaderBlock.required_features")
          if unsupportedFeatures.contains(feature) {
            throw OpenStreetMapReadError(.unsupportedRequiredFeature(feature), field: "HeaderBlock.required_features")
          }
          guard supportedFeatures.contains(feature) else {
            throw OpenStreetMapReadError(.unknownRequiredFeature(feature), field: "HeaderBlock.required_features")
          }
          header.requiredFeatures.append(feature)
        case 5:
          header.optionalFeatures.append(try text(try reader.bytesField(wire: wire), "HeaderBlock.optional_features"))
        case 16: header.writingProgram = try text(try reader.bytesField(wire: wire), "HeaderBlock.writingprogram")
        case 17: header.source = try text(try reader.bytesField(wire: wire), "HeaderBlock.source")
        case 32: header.replicationTimestamp = Int64(bitPattern: try reader.varintField(wire: wire))
        default: try reader.skip(field: field, wire: wire)
        }
      }
      return header
    }
  }

  /// Reads a `HeaderBBox`: `left` (1), `right` (2), `top` (3), `bottom` (4), all required, in
  /// nanodegrees within ±180° and ±90°.
  static func boundingBox(
    _ base: UnsafePointer<UInt8>, _ range: Range<Int>
  ) throws(OpenStreetMapReadError)
    -> OSMBoundingBox
  {
    var reader = ProtobufReader(base, range)
    var edges: [Int64?] = [nil, nil, nil, nil]
    while reader.hasMore {
      let (field, wire) = try reader.key()
      if (1...4).contains(field), wire == ProtobufReader.varint {
        edges[field - 1] = try reader.signedVarint()
      } else {
        try reader.skip(field: field, wire: wire)
      }
    }
    let names = ["left", "right", "top", "bottom"]
    var values: [Int64] = []
    for (edge, name) in zip(edges, names) {
      guard let edge else { throw OpenStreetMapReadError(.missingField, field: "HeaderBBox.\(name)") }
      let limit: Int64 = name == "left" || name == "right" ? 180_000_000_000 : 90_000_000_000
      guard edge >= -limit, edge <= limit else {
        throw OpenStreetMapReadError(
          .valueOutOfRange("\(name) \(edge) nanodegrees is beyond ±\(limit / 1_000_000_000)°"),
          field: "HeaderBBox.\(name)")
      }
      values.append(edge)
    }
    return OSMBoundingBox(left: values[0], right: values[1], top: values[2], bottom: values[3])
  }
}
