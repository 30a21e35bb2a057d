import Foundation

/// Reads "latitude, longitude" text in decimal degrees, DMS or DDM (see
/// ``CoordinateFormatter/point(fromLatitudeLongitudeString:spatialReference:)``).
struct LatitudeLongitudeParser {
  let text: String

  /// One coordinate: up to three numbers (degrees, minutes, seconds) and an optional hemisphere.
  private struct Component {
    var numbers: [Double] = []
    var hemisphere: Character?
  }

  private func error(_ reason: CoordinateFormatError.Reason, _ message: String) -> CoordinateFormatError {
    CoordinateFormatError(reason, text: text, message: message)
  }

  func parse() throws -> (latitude: Double, longitude: Double) {
    let components = try split()
    guard components.count == 2 else {
      throw error(.unreadable, "expected a latitude and a longitude, found \(components.count) coordinate(s).")
    }
    var values: [(value: Double, hemisphere: Character?)] = []
    for component in components {
      values.append((try degrees(of: component), component.hemisphere))
    }
    var latitude = values[0]
    var longitude = values[1]
    let firstIsLongitude = latitude.hemisphere == "E" || latitude.hemisphere == "W"
    let secondIsLatitude = longitude.hemisphere == "N" || longitude.hemisphere == "S"
    if firstIsLongitude || secondIsLatitude { swap(&latitude, &longitude) }
    if latitude.hemisphere == "E" || latitude.hemisphere == "W" || longitude.hemisphere == "N"
      || longitude.hemisphere == "S"
    {
      throw error(.unreadable, "both coordinates name the same axis.")
    }
    let lat = latitude.hemisphere == "S" ? -latitude.value : latitude.value
    let lon = longitude.hemisphere == "W" ? -longitude.value : longitude.value
    guard (-90.0...90.0).contains(lat) else { throw error(.outOfRange, "the latitude \(lat) is outside -90...90.") }
    guard (-180.0...180.0).contains(lon) else {
      throw error(.outOfRange, "the longitude \(lon) is outside -180...180.")
    }
    return (lat, lon)
  }

  /// Splits the text into components at commas, hemisphere letters, or between number groups.
  private func split() throws -> [Component] {
    var components: [Component] = []
    var current = Component()
    var number = ""
    var sawSeparator = false
    var expectingSymbol = false  // after ° ' " the next number continues the component
    func flushNumber() throws {
      guard !number.isEmpty else { return }
      guard let value = Double(number) else { throw error(.unreadable, "\"\(number)\" is not a number.") }
      current.numbers.append(value)
      number = ""
    }
    func flushComponent() {
      if !current.numbers.isEmpty { components.append(current) }
      current = Component()
    }
    let upper = Array(text.uppercased())
    var index = 0
    while index < upper.count {
      let c = upper[index]
      index += 1
      switch c {
      case "0"..."9", ".":
        number.append(c)
      case "-", "+", "−":
        try flushNumber()
        if !current.numbers.isEmpty { flushComponent() }
        number = c == "+" ? "" : "-"
      case "°", "º", "'", "′", "’", "\"", "″", "”":
        try flushNumber()
        expectingSymbol = true
      case "N", "S", "E", "W":
        try flushNumber()
        guard !current.numbers.isEmpty else { throw error(.unreadable, "a hemisphere letter must follow its numbers.") }
        current.hemisphere = c
        flushComponent()
      case ",", ";":
        try flushNumber()
        flushComponent()
        sawSeparator = true
      case " ", "\t":
        try flushNumber()
      default:
        throw error(.unreadable, "unexpected character \"\(c)\".")
      }
    }
    try flushNumber()
    flushComponent()
    _ = expectingSymbol
    // "60 10 11.6 24 56 18.2" (no separators or letters): split the numbers evenly.
    if components.count == 1, !sawSeparator, [2, 4, 6].contains(components[0].numbers.count) {
      let numbers = components[0].numbers
      let half = numbers.count / 2
      return [Component(numbers: Array(numbers[..<half])), Component(numbers: Array(numbers[half...]))]
    }
    return components
  }

  /// Degrees from degrees, minutes and seconds, checking that minutes and seconds are below 60.
  private func degrees(of component: Component) throws -> Double {
    let n = component.numbers
    guard (1...3).contains(n.count) else {
      throw error(.unreadable, "a coordinate has \(n.count) numbers; use degrees, minutes and seconds at most.")
    }
    let sign: Double = n[0] < 0 || (n[0] == 0 && n[0].sign == .minus) ? -1 : 1
    var value = abs(n[0])
    for (i, part) in n.dropFirst().enumerated() {
      guard part >= 0, part < 60 else {
        throw error(.invalidComponent, "\(i == 0 ? "minutes" : "seconds") must be in 0..<60, not \(part).")
      }
      value += part / (i == 0 ? 60 : 3600)
    }
    if n.count > 1, n[0] != n[0].rounded() {
      throw error(.invalidComponent, "degrees must be whole when minutes follow, not \(n[0]).")
    }
    return sign * value
  }
}
