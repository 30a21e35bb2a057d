import Foundation

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
  }

  private let storage = ModelLock(Storage())

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
    storage.withLock { $0.running.removeValue(forKey: kind) }?.task.cancel()
  }

  /// Cancels every running task.
  func cancelAll() {
    let entries = storage.withLock { storage in
      defer { storage.running = [:] }
      return Array(storage.running.values)
    }
    for entry in entries { entry.task.cancel() }
  }

  /// A Boolean value indicating whether no task is running.
  var isIdle: Bool { storage.withLock { $0.running.isEmpty } }

  /// Suspends until no task is running (including ones started while waiting).
  func waitUntilIdle() async {
    while let task = storage.withLock({ $0.running.values.first?.task }) {
      await task.value
      // A task that finished removes itself; one cancelled by `cancel(_:)` was removed already.
      storage.withLock { storage in
        for (kind, entry) in storage.running where entry.task == task { storage.running.removeValue(forKey: kind) }
      }
    }
  }

  private func remove(_ kind: String, id: UInt64) {
    storage.withLock { storage in
      if storage.running[kind]?.id == id { storage.running.removeValue(forKey: kind) }
    }
  }
}
