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

  @Test("An observer is called synchronously with the current value, each later value and the end")
  func synchronousObserver() {
    let broadcaster = Broadcaster<Int>(bufferLimit: 1)
    let events = SharedLock<[String]>([])
    let cancel = broadcaster.observe(startingWith: 1) { event in
      events.withLock {
        switch event {
        case .value(let value): $0.append("\(value)")
        case .finished: $0.append("end")
        }
      }
    }
    #expect(events.withLock { $0 } == ["1"])
    broadcaster.yield(2)
    broadcaster.yield(3)  // a buffer limit of 1 bounds streams, not observers
    #expect(events.withLock { $0 } == ["1", "2", "3"])
    broadcaster.finish()
    #expect(events.withLock { $0 } == ["1", "2", "3", "end"])
    cancel()  // after the end: nothing
    #expect(broadcaster.subscriberCount == 0)
  }

  @Test("A cancelled observer is called no more; the others are")
  func cancelledObserver() {
    let broadcaster = Broadcaster<Int>(bufferLimit: 8)
    let seen = SharedLock<[Int]>([])
    let cancel = broadcaster.observe { _ in seen.withLock { $0.append(-1) } }
    let keep = broadcaster.observe { event in if case .value(let value) = event { seen.withLock { $0.append(value) } } }
    cancel()
    cancel()
    broadcaster.yield(5)
    #expect(seen.withLock { $0 } == [5])
    #expect(broadcaster.subscriberCount == 1)
    _ = keep
  }

  @Test("Finish ends every stream; a later one gets its current value and ends; yields go nowhere")
  func finishEndsEverySubscriber() async {
    let broadcaster = Broadcaster<Int>(bufferLimit: 8)
    let before = broadcaster.stream(startingWith: 0)
    #expect(broadcaster.yield(1))
    broadcaster.finish()
    broadcaster.finish()  // again: nothing
    #expect(broadcaster.isFinished)
    #expect(!broadcaster.yield(2))
    #expect(await Self.collect(before) == [0, 1])
    #expect(await Self.collect(broadcaster.stream(startingWith: 7)) == [7])
    #expect(await Self.collect(broadcaster.stream()) == [])
    #expect(broadcaster.subscriberCount == 0)
  }
}
