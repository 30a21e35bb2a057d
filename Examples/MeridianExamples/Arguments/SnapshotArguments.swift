import Foundation
import Meridian

/// Parses the words after `meridian-demo snapshot` into ``SnapshotOptions``.
enum SnapshotArguments {
  /// The command word: `meridian-demo snapshot ...`.
  static let command = "snapshot"

  /// Parses the snapshot command's options.
  ///
  /// - Parameters:
  ///   - arguments: The words after `snapshot`.
  ///   - showsHelp: Set when `--help` or `-h` was given; then `--output` may be missing.
  /// - Returns: The options, each checked against its bound.
  /// - Throws: ``ArgumentError`` naming the first word that is wrong.
  static func parse(_ arguments: [String], showsHelp: inout Bool) throws(ArgumentError) -> SnapshotOptions {
    var options = SnapshotOptions()
    var output: String?
    var words = OptionWords(arguments)
    while let name = try words.next() {
      switch name {
      case "--help", "-h":
        try words.flag()
        showsHelp = true
      case "--center":
        (options.latitude, options.longitude) = try center(words.value())
      case "--scale":
        options.scale = try scale(words.value())
      case "--size":
        (options.width, options.height) = try size(words.value())
      case "--rotation":
        let text = try words.value()
        guard let rotation = Double(text), rotation.isFinite, abs(rotation) <= SnapshotOptions.maximumRotation else {
          throw .invalidRotation(text)
        }
        options.rotation = rotation
      case "--no-labels":
        try words.flag()
        options.showsLabels = false
      case "--category":
        options.category = try category(words.value())
      case "--basemap":
        let text = try words.value()
        guard !text.isEmpty else { throw .invalidBasemap(text) }
        options.basemap = text
      case "--output":
        let text = try words.value()
        // The display list goes beside the SVG as FILE.json, so the SVG's own name must end in .svg.
        guard text.lowercased().hasSuffix(".svg"), text.count > 4 else { throw .invalidOutput(text) }
        output = text
      default:
        throw .unknownOption(name)
      }
    }
    if showsHelp { return options }
    guard let output else { throw .missingOption("--output") }
    options.output = output
    return options
  }

  /// `LAT,LON` in degrees, inside Web Mercator's square world.
  private static func center(_ text: String) throws(ArgumentError) -> (Double, Double) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let latitude = number(parts[0]), let longitude = number(parts[1]) else {
      throw .invalidCenter(text)
    }
    guard abs(latitude) <= SnapshotOptions.maximumLatitude else { throw .latitudeOutOfRange(text) }
    guard abs(longitude) <= 180 else { throw .longitudeOutOfRange(text) }
    return (latitude, longitude)
  }

  /// A scale denominator the map view can show: 1 (1:1) through the whole world one point wide.
  private static func scale(_ text: String) throws(ArgumentError) -> Double {
    let digits = text.hasPrefix("1:") ? String(text.dropFirst(2)) : text
    guard let scale = number(Substring(digits.filter { $0 != "," && $0 != "_" })),
      scale >= MapView.worldMaxScale, scale <= MapView.worldMinScale
    else { throw .invalidScale(text) }
    return scale
  }

  /// `WIDTHxHEIGHT` in whole points, each 1 through ``SnapshotOptions/maximumSide``.
  private static func size(_ text: String) throws(ArgumentError) -> (Int, Int) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...SnapshotOptions.maximumSide).contains(width), (1...SnapshotOptions.maximumSide).contains(height)
    else { throw .invalidSize(text) }
    return (width, height)
  }

  /// The find-places category with that label, ignoring case: its label as the flow spells it.
  private static func category(_ text: String) throws(ArgumentError) -> String {
    guard let category = PlaceCategory.defaults.first(where: { $0.label.lowercased() == text.lowercased() }) else {
      throw .unknownCategory(text)
    }
    return category.label
  }

  /// A finite decimal number, spaces around it allowed.
  private static func number(_ text: Substring) -> Double? {
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
    return value
  }
}

extension SnapshotArguments {
  /// The command as a person would type it, every option spelt out.
  static func words(of options: SnapshotOptions) -> [String] {
    var words = [
      command, "--center", "\(options.latitude),\(options.longitude)", "--scale", "\(options.scale)",
      "--size", "\(options.width)x\(options.height)", "--rotation", "\(options.rotation)",
    ]
    if !options.showsLabels { words.append("--no-labels") }
    if let category = options.category { words += ["--category", category] }
    if let basemap = options.basemap { words += ["--basemap", basemap] }
    return words + ["--output", options.output]
  }

  /// The usage lines of the command, for the demo's `--help`.
  static let usage = [
    "",
    "COMMANDS:",
    "  snapshot [--center LAT,LON] [--scale S] [--size WxH] [--rotation DEG] [--no-labels] [--category NAME]",
    "           [--basemap FILE.meridianbasemap] --output FILE.svg",
    "                      draw a view of the offline Helsinki basemap into FILE.svg (its display list into",
    "                      FILE.json): centre (default 60.1717,24.9443), scale 1:S (10000), size in points",
    "                      (1024x768, each side at most \(SnapshotOptions.maximumSide)), rotation in degrees counter-clockwise (0),",
    "                      without labels, with the find-places markers of a category (Coffee shop, Gas station,",
    "                      Food, Hotel, Parks and Outdoors) searched near the centre; --basemap draws a basemap",
    "                      file built by meridian-basemap instead of the Helsinki one",
  ]
}
