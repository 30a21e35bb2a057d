import Foundation
import MeridianExamples
import Testing

/// `meridian-demo snapshot`'s command line, as its usage text specifies it.
@Suite("Snapshot command arguments")
struct SnapshotArgumentsTests {
  static func parse(_ words: [String]) throws -> SnapshotOptions? {
    try ExampleArguments.parse(["snapshot"] + words, example: .demo).snapshot
  }

  @Test("Only --output is needed: the defaults show the extract's middle at 1:10,000 in 1024 × 768 points")
  func defaults() throws {
    let options = try #require(try Self.parse(["--output", "map.svg"]))
    #expect(options == SnapshotOptions(output: "map.svg"))
    // The bundled extract's box, by `osmium fileinfo -e` (osmium-tool 1.15.0, Debian): header
    // (24.9351762, 60.164155, 24.9534145, 60.179113); its middle is 60.17163 N, 24.94430 E.
    #expect(options.latitude == 60.1717 && options.longitude == 24.9443)
    #expect((60.164155...60.179113).contains(options.latitude))
    #expect((24.9351762...24.9534145).contains(options.longitude))
    #expect(options.scale == 10_000 && options.width == 1_024 && options.height == 768)
    #expect(options.rotation == 0 && options.showsLabels && options.category == nil)
  }

  @Test("Every option, as separate words or after =, negative numbers as values")
  func everyOption() throws {
    let options = try #require(
      try Self.parse([
        "--center", "-33.9249,18.4241", "--scale=1:5,000", "--size", "640X480", "--rotation", "-30", "--no-labels",
        "--category", "coffee shop", "--output=out/cape town.SVG",
      ]))
    #expect(
      options
        == SnapshotOptions(
          latitude: -33.9249, longitude: 18.4241, scale: 5_000, width: 640, height: 480, rotation: -30,
          showsLabels: false, category: "Coffee shop", output: "out/cape town.SVG"))
  }

  @Test("The bounds themselves are accepted: ±85.05112878°, ±180°, 1:1, 8192 points, ±360°")
  func bounds() throws {
    let options = try #require(
      try Self.parse([
        "--center", "-85.05112878,180", "--scale", "1", "--size", "8192x1", "--rotation", "360", "--output", "a.svg",
      ]))
    #expect(options.latitude == -85.051_128_78 && options.longitude == 180)
    #expect(options.scale == 1 && options.width == 8_192 && options.height == 1 && options.rotation == 360)
    #expect(
      try Self.parse(["--category", "Parks and Outdoors", "--output", "a.svg"])?.category == "Parks and Outdoors")
  }

  @Test("The options' description is the command spelt out, and parses back to the same options")
  func description() throws {
    let options = try ExampleArguments.parse(
      ["snapshot", "--scale", "1:8,000", "--no-labels", "--category", "hotel", "--output", "a.svg"], example: .demo)
    #expect(
      options.description
        == "snapshot --center 60.1717,24.9443 --scale 8000.0 --size 1024x768 --rotation 0.0 --no-labels "
        + "--category Hotel --output a.svg")
    let words = options.description.split(separator: " ").map(String.init)
    #expect(try ExampleArguments.parse(words, example: .demo) == options)
  }

  @Test("--help needs no --output; the demo's usage lists the command and its bound")
  func help() throws {
    #expect(try ExampleArguments.parse(["snapshot", "--help"], example: .demo).showsHelp)
    let usage = ExampleArguments.usage(of: .demo)
    #expect(usage.contains("meridian-demo snapshot [options]"))
    #expect(usage.contains("--center LAT,LON") && usage.contains("--no-labels") && usage.contains("8192"))
    #expect(!ExampleArguments.usage(of: .findPlaces).contains("snapshot [options]"))
  }

  @Test(
    "Bad snapshot command lines are rejected with the word that is wrong",
    arguments: [
      (["--center", "60.17"], ArgumentError.invalidCenter("60.17")),
      (["--center", "60.17,24.9,3"], .invalidCenter("60.17,24.9,3")),
      (["--center", "north,east"], .invalidCenter("north,east")),
      (["--center", "nan,24.9"], .invalidCenter("nan,24.9")),
      (["--center", "85.06,24.9"], .latitudeOutOfRange("85.06,24.9")),
      (["--center", "-90,0"], .latitudeOutOfRange("-90,0")),
      (["--center", "60,180.5"], .longitudeOutOfRange("60,180.5")),
      (["--scale", "0"], .invalidScale("0")),
      (["--scale", "-5000"], .invalidScale("-5000")),
      (["--scale", "nan"], .invalidScale("nan")),
      (["--scale", "inf"], .invalidScale("inf")),
      (["--scale", "1e300"], .invalidScale("1e300")),
      (["--scale", "0.5"], .invalidScale("0.5")),
      (["--size", "0x768"], .invalidSize("0x768")),
      (["--size", "1024x8193"], .invalidSize("1024x8193")),
      (["--size", "1024"], .invalidSize("1024")),
      (["--size", "1024.5x768"], .invalidSize("1024.5x768")),
      (["--size", "99999999999999999999x1"], .invalidSize("99999999999999999999x1")),
      (["--rotation", "nan"], .invalidRotation("nan")),
      (["--rotation", "361"], .invalidRotation("361")),
      (["--category", "Sauna"], .unknownCategory("Sauna")),
      (["--output", "map.png"], .invalidOutput("map.png")),
      (["--output", ".svg"], .invalidOutput(".svg")),
      ([], .missingOption("--output")),
      (["--scale", "5000"], .missingOption("--output")),
      (["--scale", "5000", "--scale", "6000", "--output", "a.svg"], .repeatedOption("--scale")),
      (["--output", "a.svg", "--output", "b.svg"], .repeatedOption("--output")),
      (["--no-labels=yes", "--output", "a.svg"], .unexpectedValue(option: "--no-labels")),
      (["--scale", "--output", "a.svg"], .missingValue(option: "--scale")),
      (["--online", "--output", "a.svg"], .unknownOption("--online")),
      (["--snapshot", "dir", "--output", "a.svg"], .unknownOption("--snapshot")),
      (["extra", "--output", "a.svg"], .unexpectedArgument("extra")),
    ])
  func rejected(words: [String], expected: ArgumentError) {
    #expect(throws: expected) { try Self.parse(words) }
  }

  @Test("The command belongs to the demo: a single example takes no word 'snapshot'")
  func demoOnly() {
    #expect(throws: ArgumentError.unexpectedArgument("snapshot")) {
      try ExampleArguments.parse(["snapshot", "--output", "a.svg"], example: .findPlaces)
    }
    // After an option, "snapshot" is a stray word, not the command.
    #expect(throws: ArgumentError.unexpectedArgument("snapshot")) {
      try ExampleArguments.parse(["--interactive", "snapshot"], example: .demo)
    }
  }

  @Test("Every snapshot error message is one line naming the word")
  func messages() {
    let errors: [(ArgumentError, String)] = [
      (.invalidCenter("x"), "'x'"), (.latitudeOutOfRange("86,0"), "'86,0'"), (.longitudeOutOfRange("0,181"), "'0,181'"),
      (.invalidScale("0"), "'0'"), (.invalidSize("0x1"), "'0x1'"), (.invalidRotation("nan"), "'nan'"),
      (.unknownCategory("Sauna"), "'Sauna'"), (.invalidOutput("a.png"), "'a.png'"),
      (.missingOption("--output"), "--output"),
    ]
    for (error, word) in errors {
      #expect(!error.description.contains("\n"))
      #expect(error.description.contains(word))
    }
    #expect(
      ArgumentError.unknownCategory("Sauna").description
        == "--category 'Sauna' is not one of Coffee shop, Gas station, Food, Hotel, Parks and Outdoors")
  }
}
