import InternalMeridianUtilities

/// The tasks a model's intents start, by kind: starting one cancels the running one of its kind.
///
/// `Sendable` and lock-guarded, so a model's nonisolated `deinit` can cancel everything still running.
final class IntentTasks: Sendable {
  private struct Entry {
    var id: UInt64
    var task: Task<Void, Never>
  }

  private struct Storage {
    var running: [String: Entry] = [:]
    var nextID: UInt64 = 0
    var idleWaiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    var cancelledWaiters: Set<UInt64> = []
  }

  private let storage = SharedLock(Storage())

  /// Starts `operation` as the one running task of `kind`, cancelling the previous one.
  ///
  /// - Returns: The task; await its `value` to know the intent's work is done.
  @MainActor
  @discardableResult
  func run(_ kind: String, _ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    let id = storage.withLock { storage in
      storage.nextID += 1
      return storage.nextID
    }
    let task = Task { @MainActor [weak self] in
      await operation()
      self?.remove(kind, id: id)
    }
    let previous: Task<Void, Never>? = storage.withLock { storage in
      defer { storage.running[kind] = Entry(id: id, task: task) }
      return storage.running[kind]?.task
    }
    previous?.cancel()
    return task
  }

  /// Cancels the running task of `kind`, if any.
  func cancel(_ kind: String) {
    let (entry, waiters) = storage.withLock { storage in
      (storage.running.removeValue(forKey: kind), Self.idleWaiters(&storage))
    }
    entry?.task.cancel()
    for waiter in waiters { waiter.resume() }
  }

  /// Cancels every running task.
  func cancelAll() {
    let (entries, waiters) = storage.withLock { storage in
      let entries = Array(storage.running.values)
      storage.running = [:]
      return (entries, Self.idleWaiters(&storage))
    }
    for entry in entries { entry.task.cancel() }
    for waiter in waiters { waiter.resume() }
  }

  /// A Boolean value indicating whether no task is running.
  var isIdle: Bool { storage.withLock { $0.running.isEmpty } }

  /// Suspends until no task is running (including ones started while waiting), or until the waiting
  /// task is cancelled.
  ///
  /// Idleness is checked on the main actor, where intents start tasks, so a synchronous step that
  /// cancels one task and starts the next is never mistaken for idleness.
  @MainActor
  func waitUntilIdle() async {
    while !isIdle, !Task.isCancelled {
      await nextChange()
    }
  }

  /// Suspends until the set of running tasks becomes empty or the waiting task is cancelled.
  private func nextChange() async {
    let id = storage.withLock { storage in
      storage.nextID += 1
      return storage.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let ready = storage.withLock { storage in
          if storage.running.isEmpty || storage.cancelledWaiters.remove(id) != nil { return true }
          storage.idleWaiters[id] = continuation
          return false
        }
        if ready { continuation.resume() }
      }
    } onCancel: {
      let waiter = storage.withLock { storage in
        let waiter = storage.idleWaiters.removeValue(forKey: id)
        if waiter == nil { storage.cancelledWaiters.insert(id) }
        return waiter
      }
      waiter?.resume()
    }
  }

  /// Takes the idle waiters when no task is left running; the caller resumes them outside the lock.
  private static func idleWaiters(_ storage: inout Storage) -> [CheckedContinuation<Void, Never>] {
    guard storage.running.isEmpty else { return [] }
    defer { storage.idleWaiters = [:] }
    return Array(storage.idleWaiters.values)
  }

  private func remove(_ kind: String, id: UInt64) {
    let waiters = storage.withLock { storage in
      if storage.running[kind]?.id == id { storage.running.removeValue(forKey: kind) }
      return Self.idleWaiters(&storage)
    }
    for waiter in waiters { waiter.resume() }
  }
}
