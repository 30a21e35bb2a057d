/// A JSON object's members in document order.
///
/// Duplicate-key policy: parsing keeps every member, repeated names included, in order (so a text can
/// be written back as it was read); looking a name up answers its **last** value, as most JSON readers
/// do; assigning through the subscript replaces every member of that name; ``JSONWriter`` writes one
/// member per name (the last), keys sorted. Lookups are linear scans, which is faster than hashing for
/// the small objects of geometry and service responses.
package struct JSONObject: Sendable, Hashable, ExpressibleByDictionaryLiteral, Sequence {
  /// The members, in document order, repeated names included.
  package var members: [(key: String, value: JSONValue)]

  /// Creates an object from members in order.
  package init(members: [(key: String, value: JSONValue)] = []) { self.members = members }

  package init(dictionaryLiteral elements: (String, JSONValue)...) {
    members = elements.map { (key: $0.0, value: $0.1) }
  }

  /// The number of members, repeated names included.
  package var count: Int { members.count }

  /// The last value of a name, or `nil` when it is absent; setting replaces every member of that name
  /// (`nil` removes them).
  package subscript(key: String) -> JSONValue? {
    get {
      for member in members.reversed() where member.key == key { return member.value }
      return nil
    }
    set {
      members.removeAll { $0.key == key }
      if let newValue { members.append((key: key, value: newValue)) }
    }
  }

  /// Appends a member without looking for others of the same name, in constant time.
  ///
  /// Use it when the names are known to be distinct (a Swift dictionary's keys, say); the subscript's
  /// setter scans every member, so building a large object through it takes quadratic time.
  package mutating func append(_ key: String, _ value: JSONValue) {
    members.append((key: key, value: value))
  }

  /// The members with one per name (the last value), sorted by name in Unicode scalar order.
  package var sortedUniqueMembers: [(key: String, value: JSONValue)] {
    uniqueMembers.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
  }

  /// The members with one per name, in document order: each name where it first appears, with its
  /// last value.
  package var uniqueMembers: [(key: String, value: JSONValue)] {
    var position: [String: Int] = [:]
    var unique: [(key: String, value: JSONValue)] = []
    for member in members {
      if let index = position[member.key] {
        unique[index].value = member.value
      } else {
        position[member.key] = unique.count
        unique.append(member)
      }
    }
    return unique
  }

  package func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> { members.makeIterator() }

  package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    lhs.members.count == rhs.members.count
      && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(members.count)
    for member in members {
      hasher.combine(member.key)
      hasher.combine(member.value)
    }
  }
}
