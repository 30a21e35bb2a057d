/// Which request of each kind is current: the bookkeeping behind "only the latest request may
/// publish", as a value with no tasks in it.
///
/// Each request gets a ticket when it begins. Beginning a request makes it the current one of its
/// kind and ends the currency of the request of its kind and of every kind it supersedes (see
/// ``RequestKind/supersedes``). A request stops being current when it is superseded, cancelled, or
/// finished; only a current request may publish. ``Requests`` keeps one ledger and runs the tasks.
struct RequestLedger<Kind: RequestKind>: Sendable {
  /// A request's ticket: its kind and its number, unique in the ledger.
  struct Ticket: Sendable, Hashable, CustomStringConvertible {
    /// The request's kind.
    let kind: Kind
    /// The request's number: 1 for the first request of the ledger, counting up.
    let number: UInt64

    /// The ticket as `kind#number`.
    var description: String { "\(kind)#\(number)" }
  }

  private var current: [Kind: UInt64] = [:]
  private var issued: UInt64 = 0

  /// A Boolean value indicating whether no request is current.
  var isIdle: Bool { current.isEmpty }

  /// The current requests, in the order they began.
  var currentTickets: [Ticket] {
    current.map { Ticket(kind: $0.key, number: $0.value) }.sorted { $0.number < $1.number }
  }

  /// Begins a request of `kind`, superseding the current request of its kind and of each kind it supersedes.
  ///
  /// - Parameter kind: The kind of the new request.
  /// - Returns: The new request's ticket, and the tickets of the requests it superseded (oldest first),
  ///   whose work is to be cancelled.
  mutating func begin(_ kind: Kind) -> (ticket: Ticket, superseded: [Ticket]) {
    var superseded: [Ticket] = []
    for other in [kind] + kind.supersedes {
      if let ticket = cancel(other), !superseded.contains(ticket) { superseded.append(ticket) }
    }
    issued += 1
    current[kind] = issued
    return (Ticket(kind: kind, number: issued), superseded.sorted { $0.number < $1.number })
  }

  /// Ends the current request of `kind` without starting another.
  ///
  /// - Parameter kind: The kind to cancel.
  /// - Returns: The ticket of the request that was current, or `nil` when none was.
  mutating func cancel(_ kind: Kind) -> Ticket? {
    current.removeValue(forKey: kind).map { Ticket(kind: kind, number: $0) }
  }

  /// Ends every current request.
  ///
  /// - Returns: The tickets of the requests that were current, oldest first.
  mutating func cancelAll() -> [Ticket] {
    defer { current = [:] }
    return currentTickets
  }

  /// Records that a request's work ended; it is no longer current (nothing changes if it was not).
  ///
  /// - Parameter ticket: The request's ticket.
  mutating func finish(_ ticket: Ticket) {
    if isCurrent(ticket) { current.removeValue(forKey: ticket.kind) }
  }

  /// A Boolean value indicating whether the request is the current one of its kind.
  ///
  /// - Parameter ticket: The request's ticket.
  func isCurrent(_ ticket: Ticket) -> Bool { current[ticket.kind] == ticket.number }
}
