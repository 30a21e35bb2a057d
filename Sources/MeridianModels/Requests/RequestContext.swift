/// What a model does after it has taken an answer, without holding the model: a zoom, say.
typealias FollowUp = @MainActor () async -> Void

/// What a request's work sees of its model: the model while the request is current, and a clock
/// sleep that the model's idleness accounts for.
///
/// The work holds neither the model nor the context's ``Requests`` strongly: ``model`` is read where
/// it is used (`context.model?.show(...)`), never kept across a suspension point, so a model dropped
/// while its request hangs is freed at once, and its going away cancels the request.
@MainActor
struct RequestContext<Kind: RequestKind, Model: AnyObject> {
  /// The request's ticket.
  let ticket: RequestLedger<Kind>.Ticket
  private weak var requests: Requests<Kind>?
  private weak var owner: Model?

  init(ticket: RequestLedger<Kind>.Ticket, requests: Requests<Kind>?, model: Model?) {
    self.ticket = ticket
    self.requests = requests
    self.owner = model
  }

  /// The model, while the request is current; `nil` once it is superseded or cancelled, or the model is gone.
  var model: Model? { requests?.isCurrent(ticket) == true ? owner : nil }

  /// Sleeps on a clock, with the request counted as asleep meanwhile (a debounce).
  ///
  /// - Parameters:
  ///   - duration: How long to sleep.
  ///   - clock: The clock to sleep on.
  /// - Throws: `CancellationError` when the request's task is cancelled.
  func sleep(for duration: Duration, on clock: any Clock<Duration>) async throws {
    guard let requests else { throw CancellationError() }
    try await requests.sleep(ticket, for: duration, on: clock)
  }
}

extension Requests {
  /// Starts a request for a model, holding the model only weakly: the work reaches it through
  /// ``RequestContext/model``, which is `nil` unless the request is current.
  ///
  /// - Parameters:
  ///   - kind: The request's kind.
  ///   - model: The model the work publishes to.
  ///   - work: The work; it must not capture the model.
  /// - Returns: The task; await its `value` to know the work is done.
  @discardableResult
  func start<Model: AnyObject>(
    _ kind: Kind, for model: Model, _ work: @escaping @MainActor (RequestContext<Kind, Model>) async -> Void
  ) -> Task<Void, Never> {
    start(kind) { [weak self, weak model] ticket in
      await work(RequestContext(ticket: ticket, requests: self, model: model))
    }
  }

  /// Starts a request of one answer: awaits `request`, then, if the request is still current, hands
  /// its outcome to `deliver` on the model and awaits the follow-up `deliver` returns.
  ///
  /// - Parameters:
  ///   - kind: The request's kind.
  ///   - model: The model to deliver to, held weakly.
  ///   - request: The work to await; it must not capture the model.
  ///   - deliver: Takes the outcome on the model; returns what to do next (it must not capture the
  ///     model strongly either), or `nil`.
  /// - Returns: The task; await its `value` to know the work, and any follow-up, is done.
  @discardableResult
  func start<Model: AnyObject, Value>(
    _ kind: Kind, for model: Model, request: @escaping @MainActor () async throws -> Value,
    then deliver: @escaping @MainActor (Model, RequestOutcome<Value>) -> FollowUp?
  ) -> Task<Void, Never> {
    start(kind, for: model) { context in
      let outcome = await RequestOutcome(of: request)
      // A temporary strong reference, released at the end of this statement, before any await.
      let followUp = context.model.flatMap { deliver($0, outcome) }
      await followUp?()
    }
  }
}
