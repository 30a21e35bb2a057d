import InternalMeridianUtilities
import MeridianCore
import MeridianModels
import Testing

@Suite("StateStream")
struct StateStreamTests {
  // MARK: - Subscribing

  @Test("A subscriber gets the current state first, then every later state in order")
  func currentThenLater() async {
    let stream = StateStream(1)
    let states = stream.states
    stream.yield(2)
    stream.yield(3)
    stream.finish()
    var seen: [Int] = []
    for await state in states { seen.append(state) }
    #expect(seen == [1, 2, 3])
  }

  @Test("A late subscriber starts from the state current when it subscribed")
  func lateSubscriber() async {
    let stream = StateStream("a")
    stream.yield("b")
    let late = stream.states
    stream.yield("c")
    stream.finish()
    var seen: [String] = []
    for await state in late { seen.append(state) }
    #expect(seen == ["b", "c"])
    #expect(stream.current == "c")
  }

  @Test("Many subscribers each see every state, in the same order")
  func manySubscribers() async {
    let stream = StateStream(0)
    let subscribers = (0..<5).map { _ in stream.states }
    for value in 1...100 { stream.yield(value) }
    stream.finish()
    for states in subscribers {
      var seen: [Int] = []
      for await state in states { seen.append(state) }
      #expect(seen == Array(0...100))
    }
  }

  @Test("States published from many tasks reach two subscribers in one order")
  func concurrentPublishers() async {
    let stream = StateStream(0)
    let first = stream.states
    let second = stream.states
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<4 {
        group.addTask {
          for value in 0..<250 { stream.yield(task * 1_000 + value + 1) }
        }
      }
    }
    stream.finish()
    var a: [Int] = []
    var b: [Int] = []
    for await state in first { a.append(state) }
    for await state in second { b.append(state) }
    #expect(a.count == 1_001)
    #expect(a == b)
  }

  // MARK: - Ending

  @Test("Finish ends every stream, and a stream taken afterwards yields the last state and ends")
  func finishEndsStreams() async {
    let stream = StateStream(7)
    let before = stream.states
    stream.finish()
    stream.yield(8)  // ignored after finish
    var seen: [Int] = []
    for await state in before { seen.append(state) }
    #expect(seen == [7])
    var after: [Int] = []
    for await state in stream.states { after.append(state) }
    #expect(after == [7])
    #expect(stream.isFinished)
  }

  @Test("Dropping the stream's owner finishes every subscriber")
  func deinitFinishes() async {
    var stream: StateStream<Int>? = StateStream(1)
    let states = stream?.states
    stream?.yield(2)
    stream = nil
    var seen: [Int] = []
    if let states {
      for await state in states { seen.append(state) }
    }
    #expect(seen == [1, 2])
  }

  @Test("A subscriber that stops listening is dropped")
  func droppedSubscriber() async {
    let stream = StateStream(0)
    let started = AsyncStream.makeStream(of: Void.self)
    let task = Task {
      for await _ in stream.states { started.continuation.yield() }
    }
    for await _ in started.stream { break }
    #expect(stream.subscriberCount == 1)
    task.cancel()
    await task.value
    #expect(stream.subscriberCount == 0)

    do {
      _ = stream.states  // taken and dropped without iterating
    }
    #expect(stream.subscriberCount == 0)
  }

  // MARK: - Synchronous observers

  @Test("An observer sees the current state, each later state and the end, synchronously")
  func synchronousObserver() {
    let stream = StateStream(1)
    let events = SharedLock<[String]>([])
    let subscription = stream.subscribe { event in
      events.withLock {
        switch event {
        case .state(let value): $0.append("\(value)")
        case .finished: $0.append("end")
        }
      }
    }
    #expect(events.withLock { $0 } == ["1"])
    stream.yield(2)
    #expect(events.withLock { $0 } == ["1", "2"])
    stream.finish()
    #expect(events.withLock { $0 } == ["1", "2", "end"])
    #expect(!subscription.isCancelled)
  }

  @Test("A cancelled subscription stops the observer")
  func cancelledObserver() {
    let stream = StateStream(1)
    let count = SharedLock(0)
    let subscription = stream.subscribe { _ in count.withLock { $0 += 1 } }
    subscription.cancel()
    stream.yield(2)
    #expect(count.withLock { $0 } == 1)
    #expect(stream.subscriberCount == 0)
    #expect(subscription.isCancelled)
  }
}
