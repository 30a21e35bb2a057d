import Foundation

/// Collects and prints benchmark figures, one JSON object per line:
/// `{"suite":"core","name":"project.wgs84_to_webmercator","value":1.2e8,"unit":"points/s","n":1000000}`.
struct Bench {
  let suite: String

  /// Prints one figure.
  func report(_ name: String, value: Double, unit: String, n: Int) {
    let escapedName = name.replacingOccurrences(of: "\"", with: "\\\"")
    print(#"{"suite":"\#(suite)","name":"\#(escapedName)","value":\#(format(value)),"unit":"\#(unit)","n":\#(n)}"#)
  }

  private func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    return String(format: "%.6g", value)
  }

  /// Measures a block's wall time in seconds on the continuous clock.
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    let elapsed = clock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }

  /// Measures an async block's wall time in seconds on the continuous clock.
  static func seconds(_ body: () async throws -> Void) async rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try await body()
    let elapsed = clock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }

  /// The value at a quantile (0...1) of samples, by nearest rank.
  static func percentile(_ samples: [Double], _ q: Double) -> Double {
    guard !samples.isEmpty else { return .nan }
    let sorted = samples.sorted()
    let rank = Int((q * Double(sorted.count - 1)).rounded())
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }

  /// The CPU time this process has used, in seconds (user and system, every thread): what a piece of
  /// work costs on an idle core when the machine is shared and wall time swings with other load.
  static func processCPUSeconds() -> Double {
    var usage = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &usage)
    return Double(usage.tv_sec) + Double(usage.tv_nsec) * 1e-9
  }

  /// A duration in microseconds.
  static func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) * 1e-12
  }

  /// The resident set size of this process in bytes (Linux `/proc/self/statm`), or nil elsewhere.
  static func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// The peak resident set size of this process in bytes (`getrusage` `ru_maxrss`: KiB on Linux,
  /// bytes on Apple platforms).
  static func peakResidentBytes() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
    guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
    return usage.ru_maxrss
    #else
    guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
    return usage.ru_maxrss &* 1_024
    #endif
  }
}

/// A value the optimiser must assume is used.
@inline(never) func blackHole<T>(_ value: T) { _ = value }
