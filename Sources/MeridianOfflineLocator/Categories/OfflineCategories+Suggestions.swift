extension OfflineCategories {
  /// The category names nearest to a name that is not in the tree, for a "did you mean" hint.
  ///
  /// Names are compared folded (case and diacritics ignored) by edit distance (insertions, deletions
  /// and substitutions of characters); a name counts as near when at most a third of its characters
  /// (and at least one) differ.
  ///
  /// - Parameters:
  ///   - name: The name that matched no category.
  ///   - limit: The most names returned.
  /// - Returns: Up to `limit` tree names, nearest first (ties in tree order); empty when none is near.
  /// - Complexity: O(*n* · *m*) character comparisons over the tree's names, for a name of *m*
  ///   characters, which is bounded by 64.
  static func suggestions(for name: String, limit: Int = 3) -> [String] {
    let typed = Array(TextFolding.foldedString(name).unicodeScalars.prefix(64))
    guard !typed.isEmpty else { return [] }
    var scored: [(name: String, distance: Int, order: Int)] = []
    for (order, node) in nodes.enumerated() {
      let candidate = Array(TextFolding.foldedString(node.name).unicodeScalars)
      let distance = editDistance(typed, candidate)
      if distance <= max(1, candidate.count / 3), !scored.contains(where: { $0.name == node.name }) {
        scored.append((node.name, distance, order))
      }
    }
    scored.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
    return scored.prefix(limit).map(\.name)
  }

  /// The Levenshtein distance between two strings of scalars, in one row of memory.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    var row = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var diagonal = row[0]
      row[0] = i
      for j in 1...max(b.count, 1) where !b.isEmpty {
        let above = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
        diagonal = above
      }
    }
    return row[b.count]
  }

  /// "; did you mean 'Coffee Shop' or 'Coffee'?" for a name near some category, or "" for none.
  static func suggestionHint(for name: String) -> String {
    let names = suggestions(for: name).map { "'\($0)'" }
    guard let last = names.last else { return "" }
    let list = names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    return "; did you mean \(list)?"
  }
}
