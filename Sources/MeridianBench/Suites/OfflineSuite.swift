import Foundation
import InternalMeridianUtilities
import Meridian
import MeridianSampleData

/// The `offline` suite: building and loading the world locator, geocode, suggest, reverse-geocode
/// and fuzzy-lookup speed, and memory. Peer figures come from `bench_reverse_geocoder.py` and
/// `bench_rapidfuzz.py` (see docs/offline-locator.md).
func runOfflineSuite(_ bench: inout Bench) async throws {
  var built: OfflineLocator?
  let buildSeconds = try await Bench.seconds { built = try await SampleData.buildFromCSV(.world) }
  bench.report("offline.build_world_csv", value: buildSeconds, unit: "s", n: built?.recordCount ?? 0)

  // The index file the loads read: the fresh build, written to a temporary directory.
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "meridian-bench-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let url = directory.appendingPathComponent("world.meridianindex")
  try built?.write(to: url)
  built = nil
  let before = Bench.residentBytes() ?? 0
  var world: OfflineLocator?
  var loads: [Double] = []
  for _ in 0..<5 {
    world = nil
    loads.append(try Bench.seconds { world = try OfflineLocator(contentsOf: url) })
  }
  guard let world else { return }
  bench.report("offline.load_world_index", value: Bench.percentile(loads, 0.5), unit: "s", n: loads.count)
  // The bytes of every table the locator holds (`OfflineLocator.memoryFootprint`); the resident delta
  // below adds the allocator's overhead and what the five loads left behind.
  bench.report("offline.memory_bytes", value: Double(world.memoryFootprint), unit: "bytes", n: world.recordCount)
  if let after = Bench.residentBytes() {
    bench.report("offline.resident_bytes_delta", value: Double(after - before), unit: "bytes", n: 1)
  }
  let helsinki = try await SampleData.helsinkiLocator()

  // Geocode: exact names, one-typo names, "City, Region", Helsinki addresses and POI names.
  var random = SplitMix64(seed: 11)
  let places = world.places
  let cities = places.filter { $0.category == "City" }
  let local = helsinki.places.filter { $0.countryCode == "FIN" && ($0.category == "Point Address" || !$0.name.isEmpty) }
  var queries: [(OfflineLocator, String)] = []
  for _ in 0..<400 {
    let city = cities[random.next(cities.count)]
    queries.append((world, city.name))
    queries.append((world, SplitMix64.dropOne(city.name, &random)))
    if !city.region.isEmpty { queries.append((world, "\(city.name), \(city.region)")) }
    let place = local[random.next(local.count)]
    queries.append((helsinki, place.name.isEmpty ? "\(place.street) \(place.houseNumber), \(place.city)" : place.name))
  }
  var samples: [Double] = []
  for (locator, text) in queries {
    samples.append(
      try await Bench.seconds {
        blackHole(try await locator.geocode(.searchText(text), parameters: GeocodeParameters()))
      })
  }
  bench.report("offline.geocode_p50", value: Bench.percentile(samples, 0.5) * 1e6, unit: "µs", n: samples.count)
  bench.report("offline.geocode_p99", value: Bench.percentile(samples, 0.99) * 1e6, unit: "µs", n: samples.count)

  // Suggest: prefixes of 3 to 8 letters of place names.
  samples.removeAll()
  for _ in 0..<2_000 {
    let name = cities[random.next(cities.count)].name
    let prefix = String(name.prefix(3 + random.next(6)))
    samples.append(
      try await Bench.seconds { blackHole(try await world.suggest(prefix, parameters: SuggestParameters())) })
  }
  bench.report("offline.suggest_p50", value: Bench.percentile(samples, 0.5) * 1e6, unit: "µs", n: samples.count)
  bench.report("offline.suggest_p99", value: Bench.percentile(samples, 0.99) * 1e6, unit: "µs", n: samples.count)

  try await reverseFigures(&bench, world: world)
  try await fuzzyFigures(&bench, cities: cities)
  try await cancelLatencyFigures(&bench, world: world)
}

/// Cancellation latency: the time from `cancel()` to the cancelled work's `CancellationError`, for
/// worst-case calls on the world locator (a category search over every city, a 2,037-byte text,
/// a 64-byte suggest prefix) cancelled 0 to 1.8 ms after they start (`cancel_latency_p99`), and for
/// world builds from the CSV files cancelled 0.3 s to 4.5 s in (`build_cancel_latency_p99`). Work
/// that finished before the cancel is not counted.
private func cancelLatencyFigures(_ bench: inout Bench, world: OfflineLocator) async throws {
  let long = String(repeating: "Springfield Illinois ", count: 97)
  var parameters = GeocodeParameters()
  parameters.maxResults = 100
  let category = parameters
  let calls: [@Sendable () async throws -> Void] = [
    { blackHole(try await world.geocode(.searchText("City"), parameters: category)) },
    { blackHole(try await world.geocode(.searchText(long), parameters: GeocodeParameters())) },
    { blackHole(try await world.suggest(String(long.prefix(64)), parameters: SuggestParameters())) },
  ]
  var latencies: [Double] = []
  var builds: [Double] = []
  for trial in 0..<90 {
    let call = calls[trial % calls.count]
    let task = Task { try await call() }
    try await Task.sleep(for: .microseconds(200 * (trial % 10)))
    let start = ContinuousClock.now
    task.cancel()
    if case .failure(let error) = await task.result, error is CancellationError {
      latencies.append(Double((ContinuousClock.now - start) / .microseconds(1)) / 1000)
    }
  }
  for delay in [0.3, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5] {
    let build = OfflineLocator.build(name: "World", sources: try SampleData.worldSources())
    try await Task.sleep(for: .seconds(delay))
    let start = ContinuousClock.now
    build.cancel()
    do {
      blackHole(try await build.locator)
    } catch is CancellationError {
      builds.append(Double((ContinuousClock.now - start) / .microseconds(1)) / 1000)
    }
  }
  if !latencies.isEmpty {
    bench.report(
      "offline.cancel_latency_p99", value: Bench.percentile(latencies, 0.99), unit: "ms", n: latencies.count)
  }
  if !builds.isEmpty {
    bench.report(
      "offline.build_cancel_latency_p99", value: Bench.percentile(builds, 0.99), unit: "ms", n: builds.count)
  }
}

/// The `reverse` suite: the world locator built from its CSV files, then only the reverse figures
/// (the same loop as the `offline` suite's), for profiling and for sittings beside
/// `bench_reverse_geocoder.py` that need nothing else.
func runReverseSuite(_ bench: inout Bench) async throws {
  let world = try await SampleData.buildFromCSV(.world)
  try await reverseFigures(&bench, world: world)
}

/// Reverse geocoding on 100k random points, lat [-60, 75], lon [-180, 180]. Like
/// `bench_reverse_geocoder.py`, each loop runs five times and the median is reported.
///
/// - `offline.reverse_qps`: the nearest populated place by geodesic distance (its record), as
///   reverse_geocoder's `query` finds its nearest place; wall clock. `offline.reverse_qps_cpu`: the
///   same loop per second of this thread's CPU time (less sensitive to other load on the machine).
/// - `offline.reverse_distance_qps`: the same, also reading each answer's geodesic distance.
/// - `offline.reverse_geocode_qps`: whole `reverseGeocode` calls (results with their attributes).
private func reverseFigures(_ bench: inout Bench, world: OfflineLocator) async throws {
  var random = SplitMix64(seed: 42)
  let points = (0..<100_000).map { _ in (random.uniform(-60, 75), random.uniform(-180, 180)) }
  func median(readingDistance: Bool) throws -> (wall: Double, cpu: Double, found: Int) {
    var walls: [Double] = []
    var cpus: [Double] = []
    var found = 0
    for _ in 0..<5 {
      found = 0
      var total = 0.0
      let cpuStart = threadCPUSeconds()
      walls.append(
        try Bench.seconds {
          for (latitude, longitude) in points {
            guard
              let nearest = try world.nearestRecord(
                latitude: latitude, longitude: longitude, featureTypes: ["Locality"])
            else { continue }
            found += 1
            total += readingDistance ? nearest.distance : Double(nearest.id)
          }
        })
      cpus.append(threadCPUSeconds() - cpuStart)
      blackHole(total)
    }
    return (Bench.percentile(walls, 0.5), Bench.percentile(cpus, 0.5), found)
  }
  let nearest = try median(readingDistance: false)
  bench.report("offline.reverse_qps", value: Double(points.count) / nearest.wall, unit: "queries/s", n: nearest.found)
  bench.report(
    "offline.reverse_qps_cpu", value: Double(points.count) / nearest.cpu, unit: "queries/s", n: nearest.found)
  let measured = try median(readingDistance: true)
  bench.report(
    "offline.reverse_distance_qps", value: Double(points.count) / measured.wall, unit: "queries/s",
    n: measured.found)
  var parameters = ReverseGeocodeParameters()
  parameters.maxDistance = 20_000_000
  parameters.featureTypes = ["Locality"]
  let sample = points.prefix(20_000)
  let full = try await Bench.seconds {
    for (latitude, longitude) in sample {
      blackHole(try await world.reverseGeocode(Point(latitude: latitude, longitude: longitude), parameters: parameters))
    }
  }
  bench.report("offline.reverse_geocode_qps", value: Double(sample.count) / full, unit: "queries/s", n: sample.count)
}

/// Fuzzy lookup of 200 one-letter-dropped names among the first 100,000 GeoNames names, top 10.
private func fuzzyFigures(_ bench: inout Bench, cities: [OfflinePlace]) async throws {
  let names = Array(cities.prefix(100_000))
  let locator = try OfflineLocator(
    name: "Fuzzy",
    places: names.map {
      OfflinePlace(name: $0.name, category: "City", latitude: $0.latitude, longitude: $0.longitude, rank: $0.rank)
    })
  let queries = FuzzyQueries.make(names.map(\.name))
  var parameters = GeocodeParameters()
  parameters.maxResults = 10
  var hits = 0
  let seconds = try await Bench.seconds {
    for (query, target) in queries {
      let results = try await locator.geocode(.searchText(query), parameters: parameters)
      if results.contains(where: { $0.attributes["PlaceName"] as? String == target }) { hits += 1 }
    }
  }
  bench.report(
    "offline.fuzzy_name_ms", value: seconds / Double(queries.count) * 1000, unit: "ms/query", n: queries.count)
  bench.report(
    "offline.fuzzy_top10_recall", value: Double(hits) / Double(queries.count), unit: "fraction", n: queries.count)
}

/// The fuzzy benchmark's queries: 200 names chosen by a fixed rule with one letter dropped, as
/// `bench_rapidfuzz.py` makes them (the same rule is in docs/offline-locator.md for the peer run).
enum FuzzyQueries {
  static func make(_ names: [String]) -> [(query: String, target: String)] {
    (0..<200).map { i in
      let target = names[(i * 7_919 + 13) % names.count]
      let letters = Array(target)
      guard letters.count >= 4 else { return (target, target) }
      let drop = 1 + (i * 31) % (letters.count - 2)
      var query = letters
      query.remove(at: drop)
      return (String(query), target)
    }
  }
}

/// The CPU time the calling thread has used, in seconds.
private func threadCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

extension SplitMix64 {
  /// The text with one letter other than its first and last left out, a typo to search for.
  static func dropOne(_ text: String, _ random: inout SplitMix64) -> String {
    var letters = Array(text)
    guard letters.count >= 4 else { return text }
    letters.remove(at: 1 + random.next(letters.count - 2))
    return String(letters)
  }
}
