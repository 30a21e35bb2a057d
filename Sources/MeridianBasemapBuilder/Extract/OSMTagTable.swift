/// The tags of a sequence of elements, as indices into the extract's string table.
///
/// Element `i`'s tags are `keys[start[i]..<start[i + 1]]` with `values` at the same positions, in the
/// order the file gives them. Reading them allocates nothing:
///
/// ```swift
/// for (key, value) in extract.ways.tags.tags(of: way) { ... }   // string table indices
/// let highway = extract.ways.tags.value(forKey: highwayKey, of: way)
/// ```
package struct OSMTagTable: Sendable, Hashable {
  /// Where each element's tags start in ``keys`` and ``values``; one entry more than there are
  /// elements, the last being the tag count.
  package internal(set) var start: [Int32] = [0]
  /// Tag keys (string table indices).
  package internal(set) var keys: [Int32] = []
  /// Tag values (string table indices), one per key.
  package internal(set) var values: [Int32] = []

  /// The positions of an element's tags in ``keys`` and ``values``.
  @inlinable
  package func range(of element: Int) -> Range<Int> { Int(start[element])..<Int(start[element + 1]) }

  /// The number of tags of an element.
  @inlinable
  package func count(of element: Int) -> Int { Int(start[element + 1] - start[element]) }

  /// An element's tags as (key, value) string table indices, in file order.
  @inlinable
  package func tags(of element: Int) -> Zip2Sequence<ArraySlice<Int32>, ArraySlice<Int32>> {
    let range = range(of: element)
    return zip(keys[range], values[range])
  }

  /// The value (a string table index) of an element's tag with the key `key` (a string table index), or
  /// `nil` when the element has no such tag.
  @inlinable
  package func value(forKey key: Int32, of element: Int) -> Int32? {
    for position in range(of: element) where keys[position] == key { return values[position] }
    return nil
  }

  /// Appends the next element's tags (the readers append elements in order).
  mutating func appendElement(
    keys newKeys: some Collection<Int32>, values newValues: some Collection<Int32>
  )
    throws(OpenStreetMapReadError)
  {
    keys.append(contentsOf: newKeys)
    values.append(contentsOf: newValues)
    try closeElement()
  }

  /// Ends the current element: the tags appended since the previous call are its tags.
  mutating func closeElement() throws(OpenStreetMapReadError) {
    guard keys.count <= Int(Int32.max) else {
      throw OpenStreetMapReadError(.tooManyElements(limit: Int(Int32.max)))
    }
    start.append(Int32(keys.count))
  }

  /// The table with its elements in a new order: element `i` of the result is element `order[i]`.
  func reordered(_ order: [Int]) -> OSMTagTable {
    var result = OSMTagTable()
    result.start.reserveCapacity(start.count)
    result.keys.reserveCapacity(keys.count)
    result.values.reserveCapacity(values.count)
    for element in order {
      let range = range(of: element)
      result.keys.append(contentsOf: keys[range])
      result.values.append(contentsOf: values[range])
      result.start.append(Int32(result.keys.count))
    }
    return result
  }
}
