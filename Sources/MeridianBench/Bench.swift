import Foundation
import InternalMeridianUtilities

/// Collects and prints benchmark figures, one JSON object per line, written by the shared JSON writer
/// with its members in this order:
/// `{"suite":"core","name":"project.wgs84_to_webmercator","value":120000000,"unit":"points/s","n":1000000}`.
struct Bench {
  let suite: String

  /// Prints one figure, to six significant digits or, `precise`, to 15 (to compare results' areas).
  func report(_ name: String, value: Double, unit: String, n: Int, precise: Bool = false) {
    do {
      print(try Self.line(suite: suite, name: name, value: value, unit: unit, n: n, digits: precise ? 15 : 6))
    } catch {
      FileHandle.standardError.write(Data("meridian-bench: \(suite) \(name): \(error)\n".utf8))
    }
  }

  /// One figure as its JSON line: the value to `digits` (six) significant digits, `null` when it is not
  /// finite.
  static func line(
    suite: String, name: String, value: Double, unit: String, n: Int, digits: Int = 6
  ) throws(JSONWriteError) -> String {
    let text = String(format: "%.\(digits)g", value)
    let number: JSONValue = value.isFinite ? .double(Double(text) ?? value) : .null
    let figure: JSONObject = [
      "suite": .string(suite), "name": .string(name), "value": number, "unit": .string(unit), "n": .int(n),
    ]
    return try JSONWriter.string(.object(figure), keyOrder: .asBuilt)
  }

  /// Measures a block's wall time in seconds on the continuous clock.
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    return seconds(of: ContinuousClock.now - start)
  }

  /// Measures an async block's wall time in seconds on the continuous clock.
  static func seconds(_ body: () async throws -> Void) async rethrows -> Double {
    let start = ContinuousClock.now
    try await body()
    return seconds(of: ContinuousClock.now - start)
  }

  /// A duration in seconds.
  static func seconds(of duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  /// A duration in microseconds.
  static func microseconds(_ duration: Duration) -> Double { seconds(of: duration) * 1e6 }

  /// The CPU time this process has used, in seconds (user and system, every thread).
  static func processCPUSeconds() -> Double { cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) }

  /// The value at a quantile (0...1) of samples, by nearest rank.
  static func percentile(_ samples: [Double], _ q: Double) -> Double {
    guard !samples.isEmpty else { return .nan }
    let sorted = samples.sorted()
    let rank = Int((q * Double(sorted.count - 1)).rounded())
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }

  /// The resident set size of this process in bytes (Linux `/proc/self/statm`), or nil elsewhere.
  static func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// What this process has used so far (`getrusage`), to tell where a slow run's time went.
  struct Usage {
    /// CPU seconds, user and system, every thread.
    var cpuSeconds = 0.0
    /// Page faults served without I/O (first touches of fresh memory, mostly).
    var minorFaults = 0
    /// Times a thread was preempted (another thread or process took its core).
    var involuntarySwitches = 0

    static func - (a: Usage, b: Usage) -> Usage {
      Usage(
        cpuSeconds: a.cpuSeconds - b.cpuSeconds, minorFaults: a.minorFaults - b.minorFaults,
        involuntarySwitches: a.involuntarySwitches - b.involuntarySwitches)
    }
  }

  /// This process's resource use so far.
  static func usage() -> Usage {
    var usage = rusage()
    #if canImport(Darwin)
    guard getrusage(RUSAGE_SELF, &usage) == 0 else { return Usage() }
    #else
    guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return Usage() }
    #endif
    let cpu =
      Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) * 1e-6 + Double(usage.ru_stime.tv_sec)
      + Double(usage.ru_stime.tv_usec) * 1e-6
    return Usage(cpuSeconds: cpu, minorFaults: usage.ru_minflt, involuntarySwitches: usage.ru_nivcsw)
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

/// A CPU-time clock's reading in seconds (`CLOCK_PROCESS_CPUTIME_ID` for the process,
/// `CLOCK_THREAD_CPUTIME_ID` for the calling thread).
func cpuSeconds(_ clock: clockid_t) -> Double {
  var time = timespec()
  clock_gettime(clock, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}
