import Foundation
import MeridianCore
import MeridianGeocoding

/// The category names that suggestions complete, folded and sorted for prefix lookups.
///
/// Suggestions offer a category (a collection) when the typed text starts its name, or, from four
/// letters, one of its words: "coff" → "Coffee Shop", "stat" → "Gas Station". The names and words
/// are folded once (see ``TextFolding``) and sorted, so a lookup is two binary searches.
enum CategoryPrefixes {
  private struct Entry {
    let bytes: [UInt8]
    let node: Int
  }

  /// Folded whole names of the categories suggestions offer (level 2 and 3, and "POI"), sorted.
  private static let names: [Entry] = candidates.map { Entry(bytes: folded($0), node: $0) }.sorted(by: less)

  /// Folded words of those names, sorted.
  private static let words: [Entry] = candidates.flatMap { node in
    folded(node).split(separator: 0x20).map { Entry(bytes: Array($0), node: node) }
  }.sorted(by: less)

  private static var candidates: [Int] {
    OfflineCategories.nodes.indices.filter {
      OfflineCategories.nodes[$0].level >= 2 || OfflineCategories.nodes[$0].name == "POI"
    }
  }

  private static func folded(_ node: Int) -> [UInt8] {
    Array(TextFolding.foldedString(OfflineCategories.nodes[node].name).utf8)
  }

  private static func less(_ a: Entry, _ b: Entry) -> Bool {
    a.bytes.lexicographicallyPrecedes(b.bytes) || (a.bytes == b.bytes && a.node < b.node)
  }

  /// The category nodes whose folded name starts with `prefix` (or, with `words`, one of whose
  /// words does), in node order.
  static func nodes(startingWith prefix: [UInt8], words includeWords: Bool) -> [Int] {
    var found = matches(prefix, in: names)
    if includeWords { found += matches(prefix, in: words) }
    return Array(Set(found)).sorted()
  }

  private static func matches(_ prefix: [UInt8], in entries: [Entry]) -> [Int] {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].bytes.lexicographicallyPrecedes(prefix) { low = middle + 1 } else { high = middle }
    }
    var result: [Int] = []
    while low < entries.count, entries[low].bytes.starts(with: prefix) {
      result.append(entries[low].node)
      low += 1
    }
    return result
  }
}
