import InternalMeridianUtilities
import Testing

@Suite("Broadcaster")
struct BroadcasterTests {
  /// Collects a stream's values until it ends.
  static func collect<S: AsyncSequence>(_ stream: S) async -> [S.Element] where S.Failure == Never {
    var values: [S.Element] = []
    for await value in stream { values.append(value) }
    return values
  }

  @Test("Every subscriber gets every value yielded after it subscribed, in order; a late one none before")
  func everySubscriberInOrder() async {
    var broadcaster: Broadcaster<Int>? = Broadcaster(bufferLimit: 1_000)
    let first = broadcaster?.stream()
    let second = broadcaster?.stream()
    for value in 1...100 { broadcaster?.yield(value) }
    let late = broadcaster?.stream()
    for value in 101...150 { broadcaster?.yield(value) }
    broadcaster = nil  // finishes every stream
    #expect(await Self.collect(first!) == Array(1...150))
    #expect(await Self.collect(second!) == Array(1...150))
    #expect(await Self.collect(late!) == Array(101...150))
  }

  @Test("A stream started with the current value yields it before any later one")
  func startingWithCurrent() async {
    var broadcaster: Broadcaster<String>? = Broadcaster(bufferLimit: 8)
    let stream = broadcaster?.stream(startingWith: "now")
    broadcaster?.yield("next")
    broadcaster = nil
    #expect(await Self.collect(stream!) == ["now", "next"])
  }

  @Test("A slow subscriber keeps the newest values up to the bound, dropping the oldest")
  func newestFirstBuffer() async {
    var broadcaster: Broadcaster<Int>? = Broadcaster(bufferLimit: 4)
    let stream = broadcaster?.stream()
    for value in 1...10 { broadcaster?.yield(value) }  // nobody reads yet
    broadcaster = nil
    #expect(await Self.collect(stream!) == [7, 8, 9, 10])
  }

  @Test("Every stream finishes when the broadcaster is deinitialized")
  func terminationOnDeinit() async {
    var broadcaster: Broadcaster<Int>? = Broadcaster(bufferLimit: 8)
    let streams = (0..<3).compactMap { _ in broadcaster?.stream() }
    let readers = streams.map { stream in Task { await Self.collect(stream) } }
    broadcaster?.yield(1)
    broadcaster = nil
    for reader in readers { #expect(await reader.value == [1]) }
  }

  @Test("Cancelling one subscriber's task ends that stream alone; the others keep receiving")
  func cancelOneSubscriber() async {
    var broadcaster: Broadcaster<Int>? = Broadcaster(bufferLimit: 64)
    let cancelled = broadcaster?.stream()
    let kept = broadcaster?.stream()
    #expect(broadcaster?.subscriberCount == 2)
    let reader = Task { await Self.collect(cancelled!) }
    reader.cancel()
    _ = await reader.value  // the stream's termination handler ran before its reader saw the end
    #expect(broadcaster?.subscriberCount == 1)
    broadcaster?.yield(7)
    broadcaster = nil
    #expect(await Self.collect(kept!) == [7])
  }

  @Test("Values yielded from many tasks at once reach every subscriber in one and the same order")
  func concurrentYieldsShareOneOrder() async {
    let broadcaster = Broadcaster<Int>(bufferLimit: 10_000)
    let first = broadcaster.stream()
    let second = broadcaster.stream()
    await withTaskGroup(of: Void.self) { group in
      for producer in 0..<4 {
        group.addTask { for value in 0..<250 { broadcaster.yield(producer * 1_000 + value) } }
      }
    }
    let a = await Self.collect(first.prefix(1_000))
    let b = await Self.collect(second.prefix(1_000))
    #expect(a.count == 1_000)
    #expect(a == b)
    for producer in 0..<4 {  // each producer's values keep their own order
      #expect(a.filter { $0 / 1_000 == producer } == (0..<250).map { producer * 1_000 + $0 })
    }
  }

  @Test("A value is built only when someone listens")
  func lazyValue() {
    let broadcaster = Broadcaster<Int>(bufferLimit: 1)
    var built = 0
    func make() -> Int {
      built += 1
      return built
    }
    broadcaster.yield(make())
    #expect(built == 0)
    #expect(!broadcaster.hasSubscribers)
  }
}
