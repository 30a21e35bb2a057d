/// The requests a model runs: one latest-wins mechanism for every model.
///
/// See “The internal `Requests`” in `docs/architecture.md`.
@MainActor
final class Requests<Kind: RequestKind> {
  typealias Ticket = RequestLedger<Kind>.Ticket

  private struct Waiter {
    var acceptsStalled: Bool
    var continuation: CheckedContinuation<Void, Never>
  }

  private var ledger = RequestLedger<Kind>()
  private var tasks: [Ticket: Task<Void, Never>] = [:]
  private var sleeping: [Ticket: SleepReport] = [:]
  private var waiters: [UInt64: Waiter] = [:]
  private var nextWaiter: UInt64 = 0

  /// Starts a request of `kind`, superseding the ones its kind supersedes.
  ///
  /// - Parameters:
  ///   - kind: The request's kind.
  ///   - work: The request's work, given its ticket.
  /// - Returns: The task; await its `value` to know the work (and what it does after) is done.
  @discardableResult
  func start(_ kind: Kind, _ work: @escaping @MainActor (Ticket) async -> Void) -> Task<Void, Never> {
    let (ticket, superseded) = ledger.begin(kind)
    for old in superseded { stop(old) }
    let task = Task { [weak self] in
      await work(ticket)
      self?.finished(ticket)
    }
    tasks[ticket] = task
    resumeSettledWaiters()
    return task
  }

  /// Cancels the current request of `kind`, if any; it publishes nothing from now on.
  ///
  /// - Parameter kind: The kind to cancel.
  func cancel(_ kind: Kind) {
    if let ticket = ledger.cancel(kind) { stop(ticket) }
    resumeSettledWaiters()
  }

  /// Cancels every current request (what a model does when it goes away).
  func cancelAll() {
    for ticket in ledger.cancelAll() { stop(ticket) }
    resumeSettledWaiters()
  }

  /// A Boolean value indicating whether the request may still publish: it is the current one of its kind.
  ///
  /// - Parameter ticket: The request's ticket.
  func isCurrent(_ ticket: Ticket) -> Bool { ledger.isCurrent(ticket) }

  /// Sleeps on a clock for a request, handing the clock the sleep's report (``SleepReport/current``):
  /// a clock that reports on it (a `TestClock`) makes the request count as stalled while the sleep
  /// is pending and no advance moves the clock.
  ///
  /// - Parameters:
  ///   - ticket: The sleeping request's ticket.
  ///   - duration: How long to sleep.
  ///   - clock: The clock to sleep on.
  /// - Throws: `CancellationError` when the task is cancelled.
  func sleep(_ ticket: Ticket, for duration: Duration, on clock: any Clock<Duration>) async throws {
    guard ledger.isCurrent(ticket) else {
      try await clock.sleep(for: duration)
      return
    }
    let report = SleepReport { [weak self] in
      guard let requests = self else { return }
      Task { @MainActor in requests.resumeSettledWaiters() }
    }
    sleeping[ticket] = report
    defer { if sleeping[ticket] === report { sleeping[ticket] = nil } }
    try await SleepReport.$current.withValue(report) { try await clock.sleep(for: duration) }
  }

  /// Suspends until no request is current, including requests started while it waits, or until the
  /// waiting task is cancelled.
  ///
  /// Idleness is judged on the main actor, where intents start requests, so an intent that cancels
  /// one request and starts the next in one step is never mistaken for idleness.
  func waitUntilIdle() async {
    await settle(acceptingStalled: false)
  }

  /// Suspends until no request is current, or every current request is stalled on a test clock,
  /// or the waiting task is cancelled.
  ///
  /// - Returns: How the requests stand still: ``WorkStillness/stalled`` when requests are current
  ///   and all stalled, else ``WorkStillness/idle`` (also when the waiting task was cancelled).
  func waitUntilIdleOrStalled() async -> WorkStillness {
    await settle(acceptingStalled: true)
    return ledger.isIdle || Task.isCancelled ? .idle : .stalled
  }

  // MARK: - Tracking

  private func stop(_ ticket: Ticket) {
    tasks.removeValue(forKey: ticket)?.cancel()
    sleeping[ticket] = nil
  }

  private func finished(_ ticket: Ticket) {
    ledger.finish(ticket)
    if !ledger.isCurrent(ticket) { tasks[ticket] = nil }
    resumeSettledWaiters()
  }

  /// A Boolean value indicating whether no request is current or, when `acceptingStalled`, every
  /// current one is stalled.
  private func isSettled(acceptingStalled: Bool) -> Bool {
    if ledger.isIdle { return true }
    guard acceptingStalled else { return false }
    return ledger.currentTickets.allSatisfy { sleeping[$0]?.isStalled == true }
  }

  private func settle(acceptingStalled: Bool) async {
    while !isSettled(acceptingStalled: acceptingStalled), !Task.isCancelled {
      nextWaiter += 1
      let id = nextWaiter
      await withTaskCancellationHandler {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
          if isSettled(acceptingStalled: acceptingStalled) {
            continuation.resume()
          } else {
            waiters[id] = Waiter(acceptsStalled: acceptingStalled, continuation: continuation)
          }
        }
      } onCancel: {
        // The handler runs on any thread; the waiter is registered on the main actor before this
        // hop can run there, so it is always found (or already resumed).
        Task { @MainActor [weak self] in self?.waiters.removeValue(forKey: id)?.continuation.resume() }
      }
    }
  }

  private func resumeSettledWaiters() {
    let ready = waiters.filter { isSettled(acceptingStalled: $0.value.acceptsStalled) }
    for (id, waiter) in ready {
      waiters[id] = nil
      waiter.continuation.resume()
    }
  }
}
