/// An array used as a dictionary key, hashed as one block of bytes.
///
/// `Array`'s own hashing feeds the hasher one element at a time, which made hashing the name keys
/// and field tuples the largest cost of an index build; this hashes the same contents in bulk.
struct HashedBytes<Element: FixedWidthInteger & Sendable>: Hashable, Sendable {
  /// The array.
  let elements: [Element]

  init(_ elements: [Element]) { self.elements = elements }

  func hash(into hasher: inout Hasher) {
    elements.withUnsafeBytes { hasher.combine(bytes: $0) }
  }

  static func == (a: HashedBytes, b: HashedBytes) -> Bool { a.elements == b.elements }
}
