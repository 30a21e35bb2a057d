// swift-tools-version: 6.0
// Meridian: a pure-Swift, headless app-core SDK for map apps.
// No dependencies beyond the Swift toolchain. Swift 6 language mode, complete concurrency checking.

import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

/// The library modules, in dependency order. Each becomes a product of its own.
let libraries: [(name: String, dependencies: [Target.Dependency], resources: [Resource]?)] = [
  ("MeridianCore", [], nil),
  ("MeridianGraphics", ["MeridianCore"], nil),
  ("MeridianGeocoding", ["MeridianCore"], nil),
  ("MeridianMapView", ["MeridianCore", "MeridianGraphics"], nil),
  ("MeridianSampleData", ["MeridianCore", "MeridianGeocoding"], [.copy("Resources")]),
  ("MeridianModels", ["MeridianCore", "MeridianGraphics", "MeridianGeocoding", "MeridianMapView"], nil),
  ("MeridianTesting", ["MeridianCore", "MeridianGeocoding", "MeridianModels"], nil),
  (
    "Meridian",
    [
      "MeridianCore", "MeridianGraphics", "MeridianGeocoding", "MeridianMapView", "MeridianModels",
      "MeridianSampleData",
    ], nil
  ),
]

/// The headless examples: one executable per flow and the demo that runs them all.
/// Each `main.swift` is one line calling into `MeridianExamples`, so tests can also run them in-process.
let examples = ["find-places", "search-address", "find-place", "offline-geocode", "display-map", "meridian-demo"]

/// Test targets: one per module, plus the examples' tests.
let tests: [(name: String, dependencies: [Target.Dependency], resources: [Resource]?)] = [
  ("MeridianCoreTests", ["MeridianCore"], nil),
  ("MeridianGraphicsTests", ["MeridianCore", "MeridianGraphics", "MeridianTesting"], nil),
  (
    "MeridianGeocodingTests", ["MeridianCore", "MeridianGeocoding", "MeridianTesting", "MeridianTestSupport"],
    [.copy("Fixtures")]
  ),
  ("MeridianMapViewTests", ["MeridianCore", "MeridianGraphics", "MeridianMapView", "MeridianTesting"], nil),
  ("MeridianSampleDataTests", ["MeridianCore", "MeridianGeocoding", "MeridianSampleData"], nil),
  ("MeridianModelsTests", ["Meridian", "MeridianTesting"], nil),
  ("MeridianTestingTests", ["Meridian", "MeridianTesting"], nil),
  ("ExampleTests", ["Meridian", "MeridianExamples", "MeridianTesting", "MeridianTestSupport"], [.copy("Fixtures")]),
]

var targets: [Target] = []
for library in libraries {
  targets.append(
    .target(
      name: library.name, dependencies: library.dependencies, resources: library.resources,
      swiftSettings: swiftSettings))
}
targets.append(
  .executableTarget(
    name: "MeridianBench", dependencies: ["Meridian"], resources: [.copy("Fixtures")],
    swiftSettings: swiftSettings))
targets.append(
  .target(
    name: "MeridianExamples", dependencies: ["Meridian"], path: "Examples/MeridianExamples",
    swiftSettings: swiftSettings))
for example in examples {
  targets.append(
    .executableTarget(
      name: example, dependencies: ["MeridianExamples"], path: "Examples/\(example)",
      swiftSettings: swiftSettings))
}
// Test scaffolding shared by the suites (a loopback HTTP/1.1 server); not a product.
targets.append(
  .target(
    name: "MeridianTestSupport", dependencies: ["MeridianCore"], path: "Tests/MeridianTestSupport",
    swiftSettings: swiftSettings))
for test in tests {
  targets.append(
    .testTarget(
      name: test.name, dependencies: test.dependencies, resources: test.resources,
      swiftSettings: swiftSettings))
}

// Fuzz targets (libFuzzer), only when MERIDIAN_FUZZ is set: one executable, `meridian-fuzz`, whose target is
// chosen by MERIDIAN_FUZZ_TARGET. Ordinary builds never see it. Tests/Fuzz/run-fuzzers.sh builds and runs it.
let fuzzing = Context.environment["MERIDIAN_FUZZ"] != nil
if fuzzing {
  targets.append(
    .executableTarget(
      name: "MeridianFuzz", dependencies: ["MeridianCore", "MeridianGraphics", "MeridianGeocoding"],
      path: "Tests/Fuzz/MeridianFuzz", swiftSettings: swiftSettings))
}

let package = Package(
  name: "Meridian",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: libraries.map { .library(name: $0.name, targets: [$0.name]) }
    + [.executable(name: "meridian-bench", targets: ["MeridianBench"])]
    + examples.map { .executable(name: $0, targets: [$0]) }
    + (fuzzing ? [.executable(name: "meridian-fuzz", targets: ["MeridianFuzz"])] : []),
  targets: targets,
  swiftLanguageModes: [.v6]
)
