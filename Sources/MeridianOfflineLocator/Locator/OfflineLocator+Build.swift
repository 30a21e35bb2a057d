import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

extension OfflineLocator {
  /// A locator being built: its progress and, when done, the locator.
  ///
  /// ```swift
  /// let build = OfflineLocator.build(name: "World", sources: [.geoNamesCities(citiesFile)])
  /// for await fraction in build.progress { print("\(Int(fraction * 100)) %") }
  /// let locator = try await build.locator
  /// ```
  public struct Build: Sendable {
    /// Fractions from 0 to 1 as the build advances; finishes when the build ends (also on failure).
    public let progress: AsyncStream<Double>
    let task: Task<OfflineLocator, any Error>

    /// The built locator.
    ///
    /// - Throws: An ``OfflineLocatorError`` for bad data, or `CancellationError` after ``cancel()``.
    public var locator: OfflineLocator {
      get async throws { try await task.value }
    }

    /// Stops the build; ``locator`` then throws `CancellationError`.
    public func cancel() { task.cancel() }
  }

  /// Starts building a locator from data sources on a background task.
  ///
  /// Nothing is half-built: a bad row anywhere fails the whole build with an error that names the
  /// file, the line and the field.
  ///
  /// - Parameters:
  ///   - name: The locator's name.
  ///   - sources: The files and records to index.
  /// - Returns: The build, with its progress stream and its result.
  public static func build(name: String = "Offline", sources: [Source]) -> Build {
    let (stream, continuation) = AsyncStream.makeStream(of: Double.self, bufferingPolicy: .bufferingNewest(64))
    let task = Task.detached(priority: .userInitiated) { () throws -> OfflineLocator in
      defer { continuation.finish() }
      // Reported from this task and, while the index is built, from the task building its spatial part.
      let last = SharedLock(-1.0)
      let report: @Sendable (Double) -> Void = { fraction in
        let value = min(1, max(0, fraction))
        last.withLock { last in
          guard value - last >= 0.01 || (value == 1 && last < 1) else { return }
          last = value
          continuation.yield(value)
        }
      }
      report(0)
      let places = try surfacingCancellation { () throws(OfflineLocatorError) in
        try SourceLoader.load(sources, progress: { report(0.5 * $0) })
      }
      let index: OfflineIndex
      do {
        try Task.checkCancellation()
        index = try await OfflineIndex.buildConcurrently(places: places, progress: { report(0.5 + 0.5 * $0) })
      } catch {
        releaseInBackground(places)
        throw error
      }
      try Task.checkCancellation()
      report(1)
      return OfflineLocator(name: name, indexes: [index])
    }
    return Build(progress: stream, task: task)
  }
}
