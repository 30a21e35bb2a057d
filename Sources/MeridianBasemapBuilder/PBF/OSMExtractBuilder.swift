/// Collects the elements of a PBF file, blob after blob, into an ``OSMExtract``: interns strings,
/// checks ids for order and duplicates, and at the end sorts what came out of order and builds the id
/// indexes.
struct OSMExtractBuilder {
  /// The most elements of one type, tags of one type, way nodes or relation members (positions and
  /// offsets are `Int32`).
  static let limit = Int(Int32.max)

  var extract = OSMExtract()
  private var nodesInOrder = true
  private var waysInOrder = true
  private var relationsInOrder = true

  /// Where each data blob's elements start, to name the blob of a duplicate found after sorting.
  private var blobStarts: [(index: Int, offset: Int, counts: [Int])] = []

  /// Notes that the elements appended next come from a blob.
  mutating func beginBlob(index: Int, offset: Int) {
    blobStarts.append((index, offset, [extract.nodes.count, extract.ways.count, extract.relations.count]))
  }

  /// The position of a string (its UTF-8 bytes) in the extract's string table, adding it when new.
  ///
  /// - Throws: ``OpenStreetMapReadError/Reason/invalidUTF8`` when the bytes are not UTF-8.
  mutating func intern(_ utf8: UnsafeBufferPointer<UInt8>) throws(OpenStreetMapReadError) -> Int32 {
    guard extract.stringTable.count < Self.limit else {
      throw OpenStreetMapReadError(.tooManyElements(limit: Self.limit))
    }
    guard let position = extract.stringTable.intern(utf8) else { throw OpenStreetMapReadError(.invalidUTF8) }
    return position
  }

  /// Appends a node and its tags (string positions).
  mutating func appendNode(
    id: Int64, latitude: Int32, longitude: Int32, keys: [Int32], values: [Int32]
  )
    throws(OpenStreetMapReadError)
  {
    try check(id, after: extract.nodes.ids.last, inOrder: &nodesInOrder)
    try extract.nodes.tags.appendElement(keys: keys, values: values)
    extract.nodes.ids.append(id)
    extract.nodes.latitudes.append(latitude)
    extract.nodes.longitudes.append(longitude)
  }

  /// Appends a way and its tags (its node ids are already appended to `extract.ways.refs`; this closes
  /// their range).
  mutating func appendWay(id: Int64, keys: [Int32], values: [Int32]) throws(OpenStreetMapReadError) {
    try check(id, after: extract.ways.ids.last, inOrder: &waysInOrder)
    try extract.ways.tags.appendElement(keys: keys, values: values)
    extract.ways.refStart.append(try Self.offset(extract.ways.refs.count))
    extract.ways.ids.append(id)
  }

  /// Appends a relation and its tags (its members are already appended to `extract.relations`; this
  /// closes their range).
  mutating func appendRelation(id: Int64, keys: [Int32], values: [Int32]) throws(OpenStreetMapReadError) {
    try check(id, after: extract.relations.ids.last, inOrder: &relationsInOrder)
    try extract.relations.tags.appendElement(keys: keys, values: values)
    extract.relations.memberStart.append(try Self.offset(extract.relations.memberRefs.count))
    extract.relations.ids.append(id)
  }

  /// An array count as an `Int32` offset, or an error past the limit.
  private static func offset(_ count: Int) throws(OpenStreetMapReadError) -> Int32 {
    guard count <= limit else { throw OpenStreetMapReadError(.tooManyElements(limit: limit)) }
    return Int32(count)
  }

  private func check(_ id: Int64, after last: Int64?, inOrder: inout Bool) throws(OpenStreetMapReadError) {
    guard let last else { return }
    if id == last, inOrder { throw OpenStreetMapReadError(.duplicateID(id)) }
    if id < last { inOrder = false }
  }

  /// Sorts the element types that came out of order, checks for duplicate ids, builds the indexes.
  mutating func finish(file: String?) throws(OpenStreetMapReadError) -> OSMExtract {
    guard extract.nodes.count <= Self.limit, extract.ways.count <= Self.limit, extract.relations.count <= Self.limit
    else { throw OpenStreetMapReadError(.tooManyElements(limit: Self.limit), file: file) }
    // Each sort and index is one pass over an element type; cancellation is looked at between them.
    func checkCancellation() throws(OpenStreetMapReadError) {
      if Task.isCancelled { throw OpenStreetMapReadError(.cancelled, file: file) }
    }
    try checkCancellation()
    if !nodesInOrder {
      let order = Self.order(extract.nodes.ids)
      try duplicates(extract.nodes.ids, order, .node, 0, file)
      var nodes = OSMNodes()
      nodes.ids = order.map { extract.nodes.ids[$0] }
      nodes.latitudes = order.map { extract.nodes.latitudes[$0] }
      nodes.longitudes = order.map { extract.nodes.longitudes[$0] }
      nodes.tags = extract.nodes.tags.reordered(order)
      extract.nodes = nodes
      try checkCancellation()
    }
    if !waysInOrder {
      let order = Self.order(extract.ways.ids)
      try duplicates(extract.ways.ids, order, .way, 1, file)
      var ways = OSMWays()
      ways.ids = order.map { extract.ways.ids[$0] }
      for way in order {
        ways.refs.append(contentsOf: extract.ways.refs(of: way))
        ways.refStart.append(Int32(ways.refs.count))
      }
      ways.tags = extract.ways.tags.reordered(order)
      extract.ways = ways
      try checkCancellation()
    }
    if !relationsInOrder {
      let order = Self.order(extract.relations.ids)
      try duplicates(extract.relations.ids, order, .relation, 2, file)
      let old = extract.relations
      var relations = OSMRelations()
      relations.ids = order.map { old.ids[$0] }
      for relation in order {
        let members = old.members(of: relation)
        relations.memberTypes.append(contentsOf: old.memberTypes[members])
        relations.memberRefs.append(contentsOf: old.memberRefs[members])
        relations.memberRoles.append(contentsOf: old.memberRoles[members])
        relations.memberStart.append(Int32(relations.memberRefs.count))
      }
      relations.tags = old.tags.reordered(order)
      extract.relations = relations
    }
    extract.sortedByReader = !(nodesInOrder && waysInOrder && relationsInOrder)
    try checkCancellation()
    extract.nodes.index = OSMIDIndex(extract.nodes.ids)
    try checkCancellation()
    extract.ways.index = OSMIDIndex(extract.ways.ids)
    extract.relations.index = OSMIDIndex(extract.relations.ids)
    return extract
  }

  /// The positions of `ids` in ascending id order (stable).
  private static func order(_ ids: [Int64]) -> [Int] {
    ids.indices.sorted { ids[$0] < ids[$1] || (ids[$0] == ids[$1] && $0 < $1) }
  }

  /// Throws for the first id that occurs twice, naming the blob of its second occurrence.
  private func duplicates(
    _ ids: [Int64], _ order: [Int], _ type: OpenStreetMapElementType, _ slot: Int, _ file: String?
  ) throws(OpenStreetMapReadError) {
    for (first, second) in zip(order, order.dropFirst()) where ids[first] == ids[second] {
      let blob = blobStarts.last { $0.counts[slot] <= second }
      throw OpenStreetMapReadError(
        .duplicateID(ids[second]), file: file, blobIndex: blob?.index, blobOffset: blob?.offset, elementType: type,
        elementID: ids[second])
    }
  }
}
