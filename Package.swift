// swift-tools-version: 6.2
// Meridian: a pure-Swift, headless app-core SDK for map apps.
// No dependencies beyond the Swift toolchain. Swift 6 language mode, complete concurrency checking.

import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  // An import is internal unless written `public import`, so a module's public API says which
  // modules it exposes (SE-0409).
  .enableUpcomingFeature("InternalImportsByDefault"),
]

/// The hidden target: what several modules share (the lock, the JSON layer, checked numeric helpers).
/// It is not a product, and nothing in it is public; its API is `package`.
let utilities = "InternalMeridianUtilities"

/// The library modules, in dependency order. Each becomes a product of its own.
let libraries: [(name: String, dependencies: [Target.Dependency], resources: [Resource]?)] = [
  ("MeridianCore", [.target(name: utilities)], nil),
  // Point clusters at every zoom (supercluster's algorithm): no graphics; an overlay's feature reduction uses it.
  ("MeridianClustering", ["MeridianCore", .target(name: utilities)], nil),
  ("MeridianGraphics", ["MeridianCore", "MeridianClustering", .target(name: utilities)], nil),
  ("MeridianGeocoding", ["MeridianCore", .target(name: utilities)], nil),
  ("MeridianGeocodeService", ["MeridianCore", "MeridianGeocoding", .target(name: utilities)], nil),
  ("MeridianOfflineLocator", ["MeridianCore", "MeridianGeocoding", .target(name: utilities)], nil),
  ("MeridianMapView", ["MeridianCore", "MeridianClustering", "MeridianGraphics", .target(name: utilities)], nil),
  // The offline vector basemap at run time: the basemap file, the style, the cache and the layer.
  ("MeridianBasemap", ["MeridianCore", .target(name: utilities)], nil),
  // Builds basemap files from OpenStreetMap extracts: the PBF reader, its inflater (RFC 1950/1951),
  // assembly and generalization. An app that ships a prebuilt basemap file does not link it.
  ("MeridianBasemapBuilder", ["MeridianCore", "MeridianBasemap", .target(name: utilities)], nil),
  (
    "MeridianModels",
    ["MeridianCore", "MeridianGraphics", "MeridianGeocoding", "MeridianMapView", .target(name: utilities)], nil
  ),
  (
    "MeridianSampleData",
    [
      "MeridianCore", "MeridianGeocoding", "MeridianOfflineLocator", "MeridianBasemap", "MeridianBasemapBuilder",
      .target(name: utilities),
    ],
    [.copy("Resources")]
  ),
  (
    "MeridianTesting",
    ["MeridianCore", "MeridianGeocoding", "MeridianGeocodeService", "MeridianModels", .target(name: utilities)], nil
  ),
  // The umbrella: every library module, but not the sample data (17 MB of CSV resources an app opts into
  // by name) and not the test doubles.
  (
    "Meridian",
    [
      "MeridianCore", "MeridianClustering", "MeridianGraphics", "MeridianGeocoding", "MeridianGeocodeService",
      "MeridianOfflineLocator", "MeridianMapView", "MeridianModels", "MeridianBasemap", "MeridianBasemapBuilder",
    ], nil
  ),
]

/// The headless examples: one executable per flow and the demo that runs them all.
/// Each `main.swift` is one line calling into `MeridianExamples`, so tests can also run them in-process.
let examples = [
  "find-places", "search-address", "find-place", "offline-geocode", "display-map", "cluster-places", "spatial-analysis",
  "meridian-demo",
]

/// Test targets: one per module, plus the examples' tests.
let tests: [(name: String, dependencies: [Target.Dependency], resources: [Resource]?)] = [
  ("InternalMeridianUtilitiesTests", [.target(name: utilities)], nil),
  ("MeridianCoreTests", ["MeridianCore", "MeridianTesting", .target(name: utilities)], [.copy("Fixtures")]),
  (
    "MeridianClusteringTests", ["MeridianCore", "MeridianClustering", "MeridianTesting", .target(name: utilities)],
    [.copy("Fixtures")]
  ),
  (
    "MeridianGraphicsTests",
    ["MeridianCore", "MeridianClustering", "MeridianGraphics", "MeridianTesting", .target(name: utilities)], nil
  ),
  (
    "MeridianGeocodingTests",
    [
      "MeridianCore", "MeridianGeocoding", "MeridianGeocodeService", "MeridianOfflineLocator", "MeridianTesting",
      "MeridianTestSupport", .target(name: utilities),
    ], nil
  ),
  (
    "MeridianGeocodeServiceTests",
    [
      "MeridianCore", "MeridianGeocoding", "MeridianGeocodeService", "MeridianTesting", "MeridianTestSupport",
      .target(name: utilities),
    ],
    [.copy("Fixtures")]
  ),
  (
    "MeridianOfflineLocatorTests",
    ["MeridianCore", "MeridianGeocoding", "MeridianOfflineLocator", "MeridianTesting", .target(name: utilities)],
    nil
  ),
  (
    "MeridianMapViewTests",
    [
      "MeridianCore", "MeridianClustering", "MeridianGraphics", "MeridianMapView", "MeridianTesting",
      .target(name: utilities),
    ], nil
  ),
  // The basemaps these tests read and draw are built with the builder (from an invented feature table).
  (
    "MeridianBasemapTests",
    ["MeridianBasemap", "MeridianBasemapBuilder", "MeridianCore", "MeridianTesting", .target(name: utilities)], nil
  ),
  // Reads the Helsinki extract from MeridianSampleData's resources folder in the checkout.
  // MeridianMapView too: the Helsinki basemap drawn, identified and labelled in a real map view.
  (
    "MeridianBasemapBuilderTests",
    [
      "MeridianBasemap", "MeridianBasemapBuilder", "MeridianCore", "MeridianMapView", "MeridianTesting",
      .target(name: utilities),
    ], [.copy("Fixtures")]
  ),
  (
    "MeridianSampleDataTests",
    [
      "MeridianCore", "MeridianGeocoding", "MeridianOfflineLocator", "MeridianSampleData", "MeridianBasemap",
      "MeridianBasemapBuilder",
    ],
    nil
  ),
  ("MeridianModelsTests", ["Meridian", "MeridianSampleData", "MeridianTesting", .target(name: utilities)], nil),
  ("MeridianTestingTests", ["Meridian", "MeridianTesting", .target(name: utilities)], nil),
  (
    "MeridianLocatorToolTests",
    [
      "MeridianLocatorTool", "MeridianOfflineLocator", "MeridianCore", "MeridianGeocoding", "MeridianTesting",
      "MeridianTestSupport", "InternalMeridianToolSupport", .target(name: utilities),
    ], nil
  ),
  (
    "MeridianBasemapToolTests",
    [
      "MeridianBasemapTool", "MeridianBasemap", "MeridianBasemapBuilder", "MeridianCore", "MeridianTesting",
      "MeridianTestSupport",
      "InternalMeridianToolSupport", .target(name: utilities),
    ], nil
  ),
  // Against a real Nominatim on loopback (MERIDIAN_NOMINATIM_URL, set by .ci/run); skipped without it.
  ("NominatimIntegrationTests", ["Meridian", "MeridianSampleData", "MeridianTesting"], nil),
  (
    "ExampleTests",
    ["Meridian", "MeridianSampleData", "MeridianExamples", "MeridianTesting", "MeridianTestSupport"],
    [.copy("Fixtures")]
  ),
]

var targets: [Target] = [.target(name: utilities, swiftSettings: swiftSettings)]
for library in libraries {
  targets.append(
    .target(
      name: library.name, dependencies: library.dependencies, resources: library.resources,
      swiftSettings: swiftSettings))
}
// glibc's `malloc_trim` (in `malloc.h`, which the Glibc module leaves out), for the bench's resident
// sizes; a header-only module map, nothing compiled.
targets.append(.systemLibrary(name: "CGlibcMalloc"))
targets.append(
  .executableTarget(
    name: "MeridianBench",
    dependencies: ["Meridian", "MeridianSampleData", "CGlibcMalloc", .target(name: utilities)],
    resources: [.copy("Fixtures")],
    swiftSettings: swiftSettings))
// What the two command-line tools share: their error and exit statuses, console, command-line words, file
// checks and progress lines. Internal to the package, not a product.
targets.append(
  .target(name: "InternalMeridianToolSupport", dependencies: [.target(name: utilities)], swiftSettings: swiftSettings))
// `meridian-locator`: builds an offline index from the user's own CSV or GeoJSON (docs/offline-locator.md).
targets.append(
  .executableTarget(
    name: "MeridianLocatorTool",
    dependencies: ["MeridianOfflineLocator", "MeridianCore", "MeridianGeocoding", "InternalMeridianToolSupport"],
    swiftSettings: swiftSettings))
// `meridian-basemap`: builds an offline vector basemap file from an OpenStreetMap extract (docs/basemap.md).
targets.append(
  .executableTarget(
    name: "MeridianBasemapTool",
    dependencies: [
      "MeridianBasemap", "MeridianBasemapBuilder", "MeridianCore", "InternalMeridianToolSupport",
      .target(name: utilities),
    ],
    swiftSettings: swiftSettings))
targets.append(
  .target(
    name: "MeridianExamples", dependencies: ["Meridian", "MeridianSampleData"], path: "Examples/MeridianExamples",
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
    name: "MeridianTestSupport",
    dependencies: ["MeridianCore", "InternalMeridianToolSupport", .target(name: utilities)],
    path: "Tests/MeridianTestSupport",
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
// The inflate-zlib target deflates with the system zlib (Debian's zlib1g-dev): CZlib links it into the
// fuzz build only.
if fuzzing {
  targets.append(.systemLibrary(name: "CZlib", path: "Tests/Fuzz/CZlib"))
  targets.append(
    .executableTarget(
      name: "MeridianFuzz",
      dependencies: [
        "MeridianCore", "MeridianGraphics", "MeridianGeocoding", "MeridianGeocodeService", "MeridianOfflineLocator",
        "MeridianSampleData", "MeridianBasemap", "MeridianBasemapBuilder", .target(name: utilities), "CZlib",
      ],
      path: "Tests/Fuzz/MeridianFuzz", swiftSettings: swiftSettings))
}

let package = Package(
  name: "Meridian",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: libraries.map { .library(name: $0.name, targets: [$0.name]) }
    + [.executable(name: "meridian-bench", targets: ["MeridianBench"])]
    + [.executable(name: "meridian-locator", targets: ["MeridianLocatorTool"])]
    + [.executable(name: "meridian-basemap", targets: ["MeridianBasemapTool"])]
    + examples.map { .executable(name: $0, targets: [$0]) }
    + (fuzzing ? [.executable(name: "meridian-fuzz", targets: ["MeridianFuzz"])] : []),
  targets: targets,
  swiftLanguageModes: [.v6]
)
