import Testing

@testable import MeridianModels

/// The latest-wins bookkeeping, synchronously: hand-worked sequences of begins, cancels and finishes.
@Suite("RequestLedger")
struct RequestLedgerTests {
  /// The find-places kinds: a search supersedes a tap's identify; an identify supersedes only identify.
  enum Kind: RequestKind {
    case search, identify
    var supersedes: [Kind] { self == .search ? [.identify] : [] }
  }

  typealias Ticket = RequestLedger<Kind>.Ticket

  @Test("A request supersedes the current one of its kind; the older ticket is no longer current")
  func sameKind() {
    var ledger = RequestLedger<Kind>()
    #expect(ledger.isIdle)
    let first = ledger.begin(.search)
    #expect(first.ticket == Ticket(kind: .search, number: 1) && first.superseded.isEmpty)
    let second = ledger.begin(.search)
    #expect(second.ticket == Ticket(kind: .search, number: 2))
    #expect(second.superseded == [first.ticket])
    #expect(!ledger.isCurrent(first.ticket) && ledger.isCurrent(second.ticket))
  }

  @Test("A search supersedes an identify; an identify does not supersede a search")
  func statedSupersession() {
    var ledger = RequestLedger<Kind>()
    let search = ledger.begin(.search).ticket  // #1
    let tap = ledger.begin(.identify)  // #2: the search stays current
    #expect(tap.superseded.isEmpty)
    #expect(ledger.isCurrent(search) && ledger.isCurrent(tap.ticket))
    #expect(ledger.currentTickets == [search, tap.ticket])
    let next = ledger.begin(.search)  // #3 supersedes search #1 and identify #2, oldest first
    #expect(next.superseded == [search, tap.ticket])
    #expect(ledger.currentTickets == [Ticket(kind: .search, number: 3)])
  }

  @Test("Cancelling ends the current request of a kind, once; cancelAll ends every one, oldest first")
  func cancelling() {
    var ledger = RequestLedger<Kind>()
    let search = ledger.begin(.search).ticket
    let tap = ledger.begin(.identify).ticket
    #expect(ledger.cancel(.identify) == tap)
    #expect(ledger.cancel(.identify) == nil)
    #expect(!ledger.isCurrent(tap) && ledger.isCurrent(search))
    let tap2 = ledger.begin(.identify).ticket
    #expect(ledger.cancelAll() == [search, tap2])
    #expect(ledger.isIdle && !ledger.isCurrent(search) && !ledger.isCurrent(tap2))
  }

  @Test("A finished request stops being current; a stale one finishing leaves the newer one current")
  func finishing() {
    var ledger = RequestLedger<Kind>()
    let old = ledger.begin(.search).ticket
    let new = ledger.begin(.search).ticket
    ledger.finish(old)  // the superseded task winds down after the newer one started
    #expect(ledger.isCurrent(new) && !ledger.isIdle)
    ledger.finish(new)
    #expect(ledger.isIdle && !ledger.isCurrent(new))
    // Tickets keep counting: a ticket is never reused, so an old one can never become current again.
    #expect(ledger.begin(.search).ticket == Ticket(kind: .search, number: 3))
  }
}
