import MeridianCore
import MeridianGeocoding

/// Bounded Damerau–Levenshtein distance in its optimal-string-alignment form.
///
/// Insertions, deletions, substitutions and swaps of two neighbouring characters each count one
/// edit; no substring is edited twice. Spaces are ordinary characters, so "sanmartin" is one edit
/// from "san martin" and "losa ngeles" one from "los angeles". Works on the UTF-8 bytes of folded
/// keys (folded Latin text is ASCII, so a byte is a letter).
enum EditDistance {
  /// Returns the distance between two byte strings, or `nil` when it exceeds `bound`.
  static func osa(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, bound: Int) -> Int? {
    let n = a.count
    let m = b.count
    if abs(n - m) > bound { return nil }
    if n == 0 { return m <= bound ? m : nil }
    if m == 0 { return n <= bound ? n : nil }
    let width = m + 1
    let big = bound + 1
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
      var previous2 = 0  // offsets of the three rolling rows
      var previous = width
      var current = 2 * width
      for j in 0...m { rows[previous + j] = j }
      for i in 1...n {
        rows[current] = i
        var rowMin = i
        let ai = a[i - 1]
        let low = max(1, i - bound)
        let high = min(m, i + bound)
        if low > 1 { rows[current + low - 1] = big }
        if low <= high {
          for j in low...high {
            let bj = b[j - 1]
            let cost = ai == bj ? 0 : 1
            var value = min(rows[previous + j - 1] + cost, rows[previous + j] + 1, rows[current + j - 1] + 1)
            if i > 1, j > 1, ai == b[j - 2], a[i - 2] == bj {
              value = min(value, rows[previous2 + j - 2] + 1)
            }
            value = min(value, big)
            rows[current + j] = value
            rowMin = min(rowMin, value)
          }
        }
        if high < m { rows[current + high + 1] = big }
        if rowMin > bound { return nil }
        (previous2, previous, current) = (previous, current, previous2)
      }
      let distance = rows[previous + m]
      return distance <= bound ? distance : nil
    }
  }

  /// Returns the distance between two byte arrays, or `nil` when it exceeds `bound`.
  static func osa(_ a: [UInt8], _ b: [UInt8], bound: Int) -> Int? {
    a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in osa(pa, pb, bound: bound) } }
  }

  /// The number of edits a name of `length` bytes tolerates: 0 below 4, 1 from 4, 2 from 8.
  static func allowedEdits(forLength length: Int) -> Int {
    length >= 8 ? 2 : (length >= 4 ? 1 : 0)
  }
}
