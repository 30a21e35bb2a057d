import Foundation
import Synchronization
import Testing

@testable import MeridianSampleData

/// `SampleData.cached`: one build per key, shared by its callers.
@Suite("The sample data's shared builds")
struct SharedBuildTests {
  /// A gate a build waits at until the test opens it.
  final class Gate: Sendable {
    private let waiters = Mutex<[CheckedContinuation<Void, Never>]>([])
    private let opened = Mutex(false)
    private let builds = Mutex(0)

    func wait() async {
      builds.withLock { $0 += 1 }
      await withCheckedContinuation { continuation in
        let open = opened.withLock { $0 }
        if open { continuation.resume() } else { waiters.withLock { $0.append(continuation) } }
      }
    }

    func open() {
      opened.withLock { $0 = true }
      for waiter in waiters.withLock({ w in
        defer { w = [] }
        return w
      }) { waiter.resume() }
    }

    var buildCount: Int { builds.withLock { $0 } }
  }

  @Test(
    "A cancelled caller stops waiting at once; the build goes on, once, for the others and the cache",
    .timeLimit(.minutes(10)))
  func cancelledCallerIsReleased() async throws {
    let key = "shared-build-test-\(UUID().uuidString)"
    let gate = Gate()
    let make: @Sendable () async throws -> Int = {
      await gate.wait()
      return 42
    }
    let first = Task { try await SampleData.cached(key, make) }
    let second = Task { try await SampleData.cached(key, make) }
    // Both wait on the one build, which waits at the gate.
    while gate.buildCount == 0 { await Task.yield() }
    first.cancel()
    // Released while the build is still at the gate (the gate is opened only after this).
    await #expect(throws: CancellationError.self) { try await first.value }
    gate.open()
    #expect(try await second.value == 42)
    // The build was not forgotten: a later caller gets its value without building again.
    #expect(try await SampleData.cached(key, make) == 42)
    #expect(gate.buildCount == 1)
  }

  @Test("A failed build is forgotten: the next caller builds again")
  func failedBuildIsForgotten() async throws {
    struct Failure: Error {}
    let key = "shared-build-failure-\(UUID().uuidString)"
    let attempts = Mutex(0)
    let make: @Sendable () async throws -> Int = {
      let attempt = attempts.withLock {
        $0 += 1
        return $0
      }
      if attempt == 1 { throw Failure() }
      return attempt
    }
    await #expect(throws: Failure.self) { try await SampleData.cached(key, make) }
    #expect(try await SampleData.cached(key, make) == 2)
  }
}
