import MeridianBasemap
import MeridianCore

/// Turns an OpenStreetMap extract into the basemap's source features: classified areas (closed ways
/// and multipolygons, cut ones closed along the extract's box where that is unambiguous), lines drawn
/// as far as their nodes go, named places, the extract's land and the sea from its coastline.
struct OSMFeatures {
  /// The most member ways one multipolygon may have.
  static let maximumMembers = 10_000
  /// The nodes projected between two looks at cancellation.
  static let projectionChunk = 65_536
  /// The work (elements and node references) between two looks at cancellation in the loops over
  /// the extract's elements.
  static let cancellationInterval = 16_384

  let extract: OSMExtract
  let box: BoxCloser.Box
  private let codes: [KnownKey]
  private let positions: [SIMD2<Double>]
  private(set) var report = BasemapBuildReport()

  /// Prepares an extract: every node projected to Web Mercator once.
  ///
  /// - Throws: ``BasemapBuildError`` when the extract has no bounding box and no nodes.
  init(_ extract: OSMExtract) throws {
    self.extract = extract
    codes = KnownKey.codes(of: extract.strings)
    let nodes = extract.nodes
    try CancellationCheckpoint.check()
    // Projected in chunks, so that a cancelled task stops between two of them.
    var positions: [SIMD2<Double>] = []
    positions.reserveCapacity(nodes.count)
    for start in stride(from: 0, to: nodes.count, by: Self.projectionChunk) {
      try CancellationCheckpoint.check()
      let end = Swift.min(nodes.count, start + Self.projectionChunk)
      var coordinates = [Double](repeating: 0, count: 2 * (end - start))
      for i in start..<end {
        coordinates[2 * (i - start)] = nodes.longitude(of: i)
        coordinates[2 * (i - start) + 1] = nodes.latitude(of: i)
      }
      try GeometryEngine.projectCoordinates(&coordinates, from: .wgs84, into: .webMercator)
      for i in 0..<(end - start) { positions.append(SIMD2(coordinates[2 * i], coordinates[2 * i + 1])) }
    }
    self.positions = positions
    if let bbox = extract.header.boundingBox {
      var corners = [bbox.minLongitude, bbox.minLatitude, bbox.maxLongitude, bbox.maxLatitude]
      try GeometryEngine.projectCoordinates(&corners, from: .wgs84, into: .webMercator)
      box = BoxCloser.Box(min: SIMD2(corners[0], corners[1]), max: SIMD2(corners[2], corners[3]))
    } else if let first = positions.first {
      // No header box: the nodes' bounds.
      box = BoxCloser.Box(
        min: positions.reduce(first, pointwiseMin), max: positions.reduce(first, pointwiseMax))
    } else {
      throw BasemapBuildError.unreadableExtract(reason: "it has no bounding box and no nodes")
    }
    report.nodes = nodes.count
    report.ways = extract.ways.count
    report.relations = extract.relations.count
  }
}

extension OSMFeatures {
  /// The features of the extract: its land (the box), the sea from its coastline, areas, lines and
  /// places, each with its tags. What could not be drawn whole is in ``report``.
  ///
  /// - Parameter progress: Called with 0.25, 0.5, 0.75 and 1 after the sea, the ways, the
  ///   multipolygons and the places.
  /// - Throws: `CancellationError` when the task is cancelled (checked every
  ///   ``cancellationInterval`` elements and node references).
  mutating func features(progress: (Double) -> Void = { _ in }) throws -> [SourceFeature] {
    var features: [SourceFeature] = [landFeature()]
    try CancellationCheckpoint.check()
    features += try sea()
    progress(0.25)
    try CancellationCheckpoint.check()
    features += try ways()
    progress(0.5)
    try CancellationCheckpoint.check()
    features += try multipolygons()
    progress(0.75)
    try CancellationCheckpoint.check()
    features += try places()
    report.features = features.count
    try CancellationCheckpoint.check()
    progress(1)
    return features
  }

  /// A node's position in Web Mercator, or `nil` when the extract does not hold it.
  func position(_ id: Int64) -> SIMD2<Double>? {
    extract.nodes.position(ofID: id).map { positions[$0] }
  }

  private func landFeature() -> SourceFeature {
    let ring = [box.min, SIMD2(box.max.x, box.min.y), box.max, SIMD2(box.min.x, box.max.y), box.min]
    return SourceFeature(
      styleClass: .land, osmType: BasemapData.noOSMType, osmID: 0, name: nil, layer: 0, tags: [],
      parts: [ring], isWorld: false)
  }

  private func tags(_ table: OSMTagTable, _ element: Int) -> [(key: String, value: String)] {
    table.tags(of: element).compactMap { key, value in
      guard extract.strings.indices.contains(Int(key)), extract.strings.indices.contains(Int(value)) else {
        return nil
      }
      return (extract.strings[Int(key)], extract.strings[Int(value)])
    }
  }

  private func layer(_ known: KnownTags) -> Int8 {
    guard let text = known.text(.layer, in: extract.strings), let value = Int(text) else { return 0 }
    return Int8(Swift.min(Swift.max(value, -5), 5))
  }

  /// The sea: the coastline ways joined and closed clockwise along the box (land on the left).
  private mutating func sea() throws -> [SourceFeature] {
    guard let coastline = extract.stringIndex(of: "coastline"), let natural = extract.stringIndex(of: "natural")
    else { return [] }
    var chains: [Chain] = []
    var checkpoint = CancellationCheckpoint(every: Self.cancellationInterval)
    for way in 0..<extract.ways.count {
      try checkpoint.advance()
      guard extract.ways.tags.value(forKey: natural, of: way) == coastline else { continue }
      report.coastlineWays += 1
      let refs = extract.ways.refs(of: way)
      try checkpoint.advance(by: refs.count)
      chains += Chain.runs(of: refs, position: position)
    }
    guard !chains.isEmpty else { return [] }
    let (rings, open) = RingAssembler.assemble(chains)
    var parts: [[SIMD2<Double>]] = []
    do {
      parts = try BoxCloser.close(open, box: box, mode: .coastline)
    } catch {
      report.issues.append(.init(type: "way", id: 0, reason: "the coastline could not be closed: \(error)"))
      return []
    }
    // Closed coastline rings are islands: holes in the sea by the even-odd rule. With no open coastline
    // the box's edge is sea around them.
    if parts.isEmpty, !rings.isEmpty {
      parts.append([box.min, SIMD2(box.max.x, box.min.y), box.max, SIMD2(box.min.x, box.max.y), box.min])
    }
    parts += rings.map(\.points)
    report.seaPolygons = parts.count
    return [
      SourceFeature(
        styleClass: .sea, osmType: BasemapData.noOSMType, osmID: 0, name: nil, layer: 0,
        tags: [("natural", "coastline")], parts: parts, isWorld: false)
    ]
  }

  /// Closed ways drawn as areas (cut ones closed along the box) and ways drawn as lines.
  private mutating func ways() throws -> [SourceFeature] {
    let ways = extract.ways
    var features: [SourceFeature] = []
    var checkpoint = CancellationCheckpoint(every: Self.cancellationInterval)
    for way in 0..<ways.count {
      try checkpoint.advance()
      let known = KnownTags(ways.tags.tags(of: way), codes: codes)
      if known.text(.natural, in: extract.strings) == "coastline" { continue }
      let refs = ways.refs(of: way)
      let isClosed = refs.count >= 4 && refs.first == refs.last
      let areaClass =
        isClosed && TagClassifier.closedWayIsArea(known, strings: extract.strings)
        ? TagClassifier.areaClass(known, strings: extract.strings, isMultipolygon: false) : nil
      let lineClass = areaClass == nil ? TagClassifier.lineClass(known, strings: extract.strings) : nil
      guard let styleClass = areaClass ?? lineClass else { continue }
      try checkpoint.advance(by: refs.count)
      let runs = Chain.runs(of: refs, position: position)
      let isCut = runs.count != 1 || runs[0].ids.count != refs.count
      if isCut { report.cutWays += 1 }
      guard !runs.isEmpty else { continue }
      var parts: [[SIMD2<Double>]]
      if areaClass != nil {
        guard let rings = try closeArea(runs, type: "way", id: ways.ids[way], wasCut: isCut) else { continue }
        parts = rings
      } else {
        parts = runs.map(\.points)
      }
      features.append(
        SourceFeature(
          styleClass: styleClass, osmType: 1, osmID: ways.ids[way], name: known.text(.name, in: extract.strings),
          layer: layer(known), tags: tags(ways.tags, way), parts: parts, isWorld: false))
    }
    return features
  }

  /// Multipolygon relations drawn as areas: their member ways joined into rings, cut rings closed
  /// along the box, holes by the even-odd rule.
  private mutating func multipolygons() throws -> [SourceFeature] {
    let relations = extract.relations
    guard let typeKey = extract.stringIndex(of: "type"), let multipolygon = extract.stringIndex(of: "multipolygon")
    else { return [] }
    var features: [SourceFeature] = []
    var checkpoint = CancellationCheckpoint(every: Self.cancellationInterval)
    for relation in 0..<relations.count {
      try checkpoint.advance()
      guard relations.tags.value(forKey: typeKey, of: relation) == multipolygon else { continue }
      let id = relations.ids[relation]
      let members = relations.members(of: relation)
      guard members.count <= Self.maximumMembers else {
        report.issues.append(.init(type: "relation", id: id, reason: "it has more than \(Self.maximumMembers) members"))
        continue
      }
      // What the relation's members are, counted and reported whether or not the style draws it. A
      // multipolygon is made of ways: a relation member (itself, or one that lists this one back, a
      // cycle) is never followed, so no cycle can loop; nodes (labels) are not part of the area.
      var missing = 0
      for member in members {
        try checkpoint.advance()
        let ref = relations.memberRefs[member]
        switch relations.memberTypes[member] {
        case .way: if extract.ways.position(ofID: ref) == nil { missing += 1 }
        case .relation:
          let reason =
            ref == id
            ? "it lists itself as a member (ignored)"
            : "it lists relation \(ref) as a member (ignored: a multipolygon is made of ways)"
          report.issues.append(.init(type: "relation", id: id, reason: reason))
        case .node: continue
        }
      }
      if missing > 0 {
        report.incompleteMultipolygons += 1
        report.missingMemberWays += missing
      }
      let known = KnownTags(relations.tags.tags(of: relation), codes: codes)
      guard let styleClass = TagClassifier.areaClass(known, strings: extract.strings, isMultipolygon: true) else {
        continue
      }
      var chains: [Chain] = []
      var wasCut = missing > 0
      for member in members where relations.memberTypes[member] == .way {
        guard let way = extract.ways.position(ofID: relations.memberRefs[member]) else { continue }
        let refs = extract.ways.refs(of: way)
        try checkpoint.advance(by: refs.count)
        let runs = Chain.runs(of: refs, position: position)
        if runs.count != 1 || runs.first?.ids.count != refs.count { wasCut = true }
        chains += runs
      }
      guard !chains.isEmpty else {
        report.issues.append(.init(type: "relation", id: id, reason: "none of its member ways is in the extract"))
        continue
      }
      guard let rings = try closeArea(chains, type: "relation", id: id, wasCut: wasCut) else { continue }
      features.append(
        SourceFeature(
          styleClass: styleClass, osmType: 2, osmID: id, name: known.text(.name, in: extract.strings),
          layer: layer(known), tags: tags(relations.tags, relation), parts: rings, isWorld: false))
    }
    return features
  }

  /// Named places, as label points.
  private func places() throws -> [SourceFeature] {
    let nodes = extract.nodes
    var features: [SourceFeature] = []
    var checkpoint = CancellationCheckpoint(every: Self.cancellationInterval)
    for node in 0..<nodes.count {
      try checkpoint.advance()
      guard nodes.tags.count(of: node) > 0 else { continue }
      let known = KnownTags(nodes.tags.tags(of: node), codes: codes)
      guard TagClassifier.isPlace(known, strings: extract.strings) else { continue }
      var feature = SourceFeature(
        styleClass: .place, osmType: 0, osmID: nodes.ids[node], name: known.text(.name, in: extract.strings),
        layer: 0, tags: tags(nodes.tags, node), parts: [[positions[node]]], isWorld: false)
      if let rank = PlaceRank.extractPlace(known, strings: extract.strings) {
        (feature.labelZoom, feature.importance) = rank
      }
      features.append(feature)
    }
    return features
  }

  /// The closed rings of an area's chains: joined, then the open ones closed along the box; rings
  /// that cross themselves are left out. `nil`, with the reason reported, when nothing is left.
  private mutating func closeArea(
    _ chains: [Chain], type: String, id: Int64, wasCut: Bool
  ) throws(CancellationError) -> [[SIMD2<Double>]]? {
    let (closed, open) = RingAssembler.assemble(chains)
    var rings = closed.map(\.points)
    if !open.isEmpty {
      do {
        rings += try BoxCloser.close(open, box: box, mode: .area)
        report.closedAlongBox += 1
      } catch {
        report.issues.append(.init(type: type, id: id, reason: "\(error); drawn without the open part"))
      }
    }
    var simple: [[SIMD2<Double>]] = []
    for ring in rings where try RingValidity.isSimple(ring) { simple.append(ring) }
    if simple.count < rings.count {
      report.issues.append(
        .init(type: type, id: id, reason: "\(rings.count - simple.count) of its rings cross themselves (left out)"))
    }
    return simple.isEmpty ? nil : simple
  }
}
