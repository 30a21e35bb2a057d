import MeridianCore
import MeridianGeocoding

/// How plausible a typo is: the error model that ranks typo-tolerant matches of equal edit count.
///
/// Two names one edit from the text are equally close by the edit distance, but not equally likely
/// to be what was meant. Typing and spelling errors have known shapes (Damerau 1964; Kukich 1992,
/// "Techniques for automatically correcting words in text"): a skipped key, two neighbouring keys
/// typed in the wrong order, a key next to the intended one (most substitutions in typing), a key
/// typed twice, a vowel or a consonant that sounds alike. An edit of
/// one of those shapes costs nothing; any other substitution or insertion — a letter no keyboard or
/// sound explains — costs ``unexplainedEditCost`` (an order of magnitude, in `log10` units, less
/// likely). The cost joins the population in the ranking of results with the same score, as the
/// likelihood of the typo times the prior of the place would in a noisy-channel speller.
enum TypoModel {
  /// The cost (`log10` of a likelihood ratio) of an edit that neither the keyboard nor the sound explains.
  static let unexplainedEditCost = 1.0

  /// The lowest cost of turning `intended` into `typed` in as few edits as their optimal-string-alignment
  /// distance (see ``EditDistance``): 0 when every edit has a typical shape.
  ///
  /// - Parameter maxEdits: A bound on that distance (only alignments within it are explored).
  static func cost(typed: [UInt8], intended: [UInt8], maxEdits: Int = 2) -> Double {
    typed.withUnsafeBufferPointer { t in intended.withUnsafeBufferPointer { cost(t, $0, maxEdits: maxEdits) } }
  }

  /// ``cost(typed:intended:maxEdits:)`` on buffers.
  static func cost(_ typed: UnsafeBufferPointer<UInt8>, _ intended: UnsafeBufferPointer<UInt8>, maxEdits: Int) -> Double
  {
    let n = typed.count
    let m = intended.count
    let width = m + 1
    let outside = (edits: Int.max / 2, cost: 0.0)
    // Lexicographic (edits, cost), so that the cost is the cheapest among the fewest-edit alignments;
    // only the band |i − j| ≤ maxEdits can hold such an alignment.
    return withUnsafeTemporaryAllocation(of: (edits: Int, cost: Double).self, capacity: (n + 1) * width) { cell in
      cell.initialize(repeating: outside)
      for j in 0...min(m, maxEdits) { cell[j] = (j, 0) }
      for i in 1..<(n + 1) {
        if i <= maxEdits { cell[i * width] = (i, cell[(i - 1) * width].cost + insertionCost(typed, at: i - 1)) }
        for j in max(1, i - maxEdits)..<(min(m, i + maxEdits) + 1) {
          var best = cell[(i - 1) * width + j - 1]
          if typed[i - 1] != intended[j - 1] {
            best = (best.edits + 1, best.cost + substitutionCost(typed[i - 1], for: intended[j - 1]))
          }
          // A letter of the typed text that the intended name lacks: an insertion.
          let above = cell[(i - 1) * width + j]
          let inserted = (edits: above.edits + 1, cost: above.cost + insertionCost(typed, at: i - 1))
          if inserted < best { best = inserted }
          // A letter of the intended name that was not typed: a skipped key.
          let left = cell[i * width + j - 1]
          if (left.edits + 1, left.cost) < best { best = (left.edits + 1, left.cost) }
          // Two neighbouring letters typed in the wrong order.
          if i > 1, j > 1, typed[i - 1] == intended[j - 2], typed[i - 2] == intended[j - 1] {
            let diagonal = cell[(i - 2) * width + j - 2]
            if (diagonal.edits + 1, diagonal.cost) < best { best = (diagonal.edits + 1, diagonal.cost) }
          }
          cell[i * width + j] = best
        }
      }
      return cell[n * width + m].cost
    }
  }

  /// The cost of typing `typed` where `intended` was meant: 0 for neighbouring keys and letters
  /// that sound alike.
  static func substitutionCost(_ typed: UInt8, for intended: UInt8) -> Double {
    areNeighbours(typed, intended) || soundAlike(typed, intended) ? 0 : unexplainedEditCost
  }

  /// The cost of the extra letter at `index` of the typed text: 0 for a space, a key typed twice,
  /// or a key next to one of the letters around it.
  static func insertionCost(_ typed: UnsafeBufferPointer<UInt8>, at index: Int) -> Double {
    let letter = typed[index]
    if letter == 0x20 { return 0 }
    for around in [index - 1, index + 1] where typed.indices.contains(around) {
      if typed[around] == letter || areNeighbours(typed[around], letter) { return 0 }
    }
    return unexplainedEditCost
  }

  /// Whether two lower-case ASCII letters are neighbouring keys of a QWERTY keyboard (in a row or
  /// diagonally between rows, whose keys are staggered by ¼ and ½ of a key).
  static func areNeighbours(_ a: UInt8, _ b: UInt8) -> Bool {
    guard a != b, (97...122).contains(a), (97...122).contains(b) else { return false }
    let p = keyPositions[Int(a - 97)]
    let q = keyPositions[Int(b - 97)]
    let rows = abs(p.row - q.row)
    let columns = abs(p.column - q.column)
    return (rows == 0 && columns == 1) || (rows == 1 && columns < 1)
  }

  /// Whether two lower-case ASCII letters often stand for one another in names: two vowels (y
  /// counts as one) or a consonant pair of similar sound, common in transliterations.
  static func soundAlike(_ a: UInt8, _ b: UInt8) -> Bool {
    if isVowel(a) && isVowel(b) { return true }
    return soundPairs.contains(a < b ? UInt16(a) << 8 | UInt16(b) : UInt16(b) << 8 | UInt16(a))
  }

  /// Consonants that sound alike: c/k, c/s, s/z, k/q, v/w, f/v, b/p, d/t, g/k, g/j, j/y, m/n.
  private static let soundPairs: Set<UInt16> = Set(
    ["ck", "cs", "sz", "kq", "vw", "fv", "bp", "dt", "gk", "gj", "jy", "mn"].map { pair in
      pair.utf8.reduce(0) { $0 << 8 | UInt16($1) }
    })

  private static func isVowel(_ letter: UInt8) -> Bool {
    switch letter {
    case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"),
      UInt8(ascii: "y"):
      return true
    default: return false
    }
  }

  /// The row and column of each letter key, a to z; rows are offset by ¼ and ¾ of a key from the top one.
  private static let keyPositions: [(row: Int, column: Double)] = {
    var positions = [(row: Int, column: Double)](repeating: (0, 0), count: 26)
    for (row, (keys, offset)) in [("qwertyuiop", 0.0), ("asdfghjkl", 0.25), ("zxcvbnm", 0.75)].enumerated() {
      for (column, key) in keys.utf8.enumerated() { positions[Int(key - 97)] = (row, Double(column) + offset) }
    }
    return positions
  }()
}
