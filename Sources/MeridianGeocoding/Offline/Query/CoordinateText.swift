import Foundation

/// Reads coordinates typed as text: decimal degrees ("60.1699, 24.9384", "60.1699 24.9384",
/// "60.1699N 24.9384E", "34.05 S, 18.42 W") and degrees-minutes-seconds ("60°10′12″N 24°56′18″E",
/// "60 10 12 N 24 56 18 E"). Latitude comes first unless hemisphere letters say otherwise.
enum CoordinateText {
  /// The latitude and longitude the text denotes, or `nil` when it is not a coordinate.
  static func parse(_ text: String) -> (latitude: Double, longitude: Double)? {
    let upper = text.uppercased()
    guard upper.contains(where: \.isNumber) else { return nil }
    // Split into two halves: at a comma, at a hemisphere letter followed by more text, or at whitespace.
    var halves: [String] = []
    if upper.contains(",") {
      halves = upper.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    } else if let split = upper.firstIndex(where: { "NS".contains($0) }), split < upper.index(before: upper.endIndex) {
      halves = [String(upper[...split]), String(upper[upper.index(after: split)...])]
        .map { $0.trimmingCharacters(in: .whitespaces) }
    } else {
      let parts = upper.split(whereSeparator: \.isWhitespace)
      guard parts.count == 2 || parts.count == 6 || parts.count == 4 else { return nil }
      let half = parts.count / 2
      halves = [parts[..<half].joined(separator: " "), parts[half...].joined(separator: " ")]
    }
    guard halves.count == 2, var first = angle(halves[0]), var second = angle(halves[1]) else { return nil }
    if first.axis == .longitude || second.axis == .latitude { swap(&first, &second) }
    guard first.axis != .longitude, second.axis != .latitude else { return nil }
    guard (-90...90).contains(first.value), (-180...180).contains(second.value) else { return nil }
    return (first.value, second.value)
  }

  enum Axis { case latitude, longitude, unknown }

  /// One angle: signed decimal degrees or degrees, minutes and seconds, with an optional hemisphere.
  static func angle(_ text: String) -> (value: Double, axis: Axis)? {
    var body = text
    var sign = 1.0
    var axis = Axis.unknown
    if let last = body.last, "NSEW".contains(last) {
      axis = "NS".contains(last) ? .latitude : .longitude
      if "SW".contains(last) { sign = -1 }
      body.removeLast()
    } else if let first = body.first, "NSEW".contains(first) {
      axis = "NS".contains(first) ? .latitude : .longitude
      if "SW".contains(first) { sign = -1 }
      body.removeFirst()
    }
    let separators = CharacterSet(charactersIn: "°º'′\"″ ").union(.whitespaces)
    let numbers = body.components(separatedBy: separators).filter { !$0.isEmpty }
    guard (1...3).contains(numbers.count) else { return nil }
    var values: [Double] = []
    for number in numbers {
      guard let value = Double(number), value.isFinite else { return nil }
      values.append(value)
    }
    if values.count > 1 {
      guard values[0] == values[0].rounded(), values[0] >= 0, values.dropFirst().allSatisfy({ (0..<60).contains($0) })
      else { return nil }
    }
    var degrees = abs(values[0])
    if values.count > 1 { degrees += values[1] / 60 }
    if values.count > 2 { degrees += values[2] / 3600 }
    if values[0] < 0 || body.hasPrefix("-") { sign = -sign }
    return (sign * degrees, axis)
  }
}
