import Dispatch
import Foundation
import Meridian
import Synchronization

/// The `basemap` suite, cancellation: how soon a cancelled build of the Helsinki basemap (the bundled
/// extract with Natural Earth's countries, as `SampleData.helsinkiBasemap` builds it) throws.
///
/// `basemap.cancel_latency_max_ms`: a full build is timed (the median of 3), then 3 rounds of 40 builds
/// are each cancelled at one of 40 moments spread evenly over that time (at 1/80, 3/80, ... of it),
/// from a dispatch timer outside the task pool; the latency is the time from `Task.cancel()` to the
/// build's `CancellationError` being caught inside its task. The maximum over the builds that were
/// cancelled before they finished (`n`); `basemap.cancel_latency_p50_ms` is their median.
/// The bound is 50 ms (issue 21).
func runBasemapCancelFigures(_ bench: inout Bench) async throws {
  let extract = try helsinkiExtractURL()
  let world = try sampleResourceURL("naturalearth-countries.geojson")
  var full: [Double] = []
  for _ in 0..<3 {
    full.append(
      try await Bench.seconds { _ = try await VectorTileCache(openStreetMapExtract: extract, worldCountries: world) })
  }
  let buildNanoseconds = Bench.percentile(full, 0.5) * 1e9
  let moments = 40
  var latencies: [Double] = []
  var worst = (latency: 0.0, moment: 0.0)
  for _ in 0..<3 {
    for moment in 0..<moments {
      let fraction = (Double(moment) + 0.5) / Double(moments)
      if let latency = try await cancelLatency(
        extract: extract, world: world, after: UInt64(buildNanoseconds * fraction))
      {
        latencies.append(latency)
        if latency > worst.latency { worst = (latency, fraction) }
      }
    }
  }
  guard !latencies.isEmpty else { return }
  note(
    "basemap cancel: \(latencies.count) of \(3 * moments) builds cancelled before they finished; the slowest stop "
      + "at \(Int(worst.moment * 100)) % of a \(Int(buildNanoseconds / 1e6)) ms build")
  bench.report("basemap.cancel_latency_max_ms", value: (latencies.max() ?? 0) * 1e3, unit: "ms", n: latencies.count)
  bench.report(
    "basemap.cancel_latency_p50_ms", value: Bench.percentile(latencies, 0.5) * 1e3, unit: "ms", n: latencies.count)
}

/// One build cancelled `delay` nanoseconds after it starts: the seconds from the cancel to the
/// `CancellationError`, or `nil` when the build finished first.
private func cancelLatency(extract: URL, world: URL, after delay: UInt64) async throws -> Double? {
  let cancelledAt = CancelStamp()
  let started = DispatchTime.now().uptimeNanoseconds
  let task = Task.detached { () throws -> UInt64? in
    do {
      _ = try await VectorTileCache(openStreetMapExtract: extract, worldCountries: world)
      return nil
    } catch is CancellationError {
      return DispatchTime.now().uptimeNanoseconds
    }
  }
  let fired = DispatchSemaphore(value: 0)
  DispatchQueue.global(qos: .userInteractive).asyncAfter(
    deadline: DispatchTime(uptimeNanoseconds: started + delay)
  ) {
    cancelledAt.nanoseconds.withLock { $0 = DispatchTime.now().uptimeNanoseconds }
    task.cancel()
    fired.signal()
  }
  let thrownAt = try await task.value
  await withCheckedContinuation { continuation in
    DispatchQueue.global().async {
      fired.wait()
      continuation.resume()
    }
  }
  guard let thrownAt else { return nil }
  let cancelled = cancelledAt.nanoseconds.withLock { $0 }
  return Double(thrownAt &- Swift.min(cancelled, thrownAt)) / 1e9
}

/// When the timer cancelled the build (uptime nanoseconds), shared with the timer's thread.
private final class CancelStamp: Sendable {
  let nanoseconds = Mutex<UInt64>(0)
}
