import Foundation

/// Reading an example's transcript back: its flows, steps and coordinates.
struct ParsedTranscript: Sendable {
  /// The whole standard output.
  var text: String

  var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

  /// The lines of one flow, from its `== title ==` heading up to the next heading.
  func flow(_ title: String) -> [String] {
    let all = lines
    guard let start = all.firstIndex(of: "== \(title) ==") else { return [] }
    let rest = all[(start + 1)...]
    let end = rest.firstIndex { $0.hasPrefix("== ") } ?? all.endIndex
    return Array(all[(start + 1)..<end])
  }

  /// The detail lines under the first step that starts with a prefix (after `> `), within a flow.
  static func step(_ prefix: String, in flow: [String]) -> [String] {
    guard let start = flow.firstIndex(where: { $0.hasPrefix("> \(prefix)") }) else { return [] }
    let rest = flow[(start + 1)...]
    let end = rest.firstIndex { !$0.hasPrefix("  ") } ?? flow.endIndex
    return Array(flow[(start + 1)..<end])
  }

  /// The first `60.17132 N, 24.94146 E` style coordinates in a line, as signed degrees.
  static func coordinates(in line: String) -> (latitude: Double, longitude: Double)? {
    let separators: Set<Character> = [" ", ",", ";", "(", ")"]
    let words: [String] = line.split(whereSeparator: { separators.contains($0) }).map(String.init)
    for index in words.indices.dropLast(3) {
      guard let lat = Double(words[index]), ["N", "S"].contains(words[index + 1]),
        let lon = Double(words[index + 2]), ["E", "W"].contains(words[index + 3])
      else { continue }
      return (words[index + 1] == "S" ? -lat : lat, words[index + 3] == "W" ? -lon : lon)
    }
    return nil
  }
}
