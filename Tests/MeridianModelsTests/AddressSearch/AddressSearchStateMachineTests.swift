@testable import MeridianModels
import MeridianCore
import MeridianGeocoding
import Testing

@Suite("AddressSearchStateMachine")
struct AddressSearchStateMachineTests {
  static let kaivokatu = Point(latitude: 60.1699217, longitude: 24.9419972)

  @Test("Empty or blank text says \"Nothing to search!\" and starts no request")
  func empty() {
    var machine = AddressSearchStateMachine()
    #expect(machine.submit("") == nil)
    #expect(machine.submit("   ") == nil)
    #expect(machine.state == AddressSearchModel.State(message: "Nothing to search!"))
  }

  @Test("An answer for the latest submit is shown; an older one is ignored")
  func latestWins() {
    var machine = AddressSearchStateMachine()
    let first = machine.submit("Kaivokatu")
    let second = machine.submit("Kaivokatu 8")
    #expect(first != nil && second != nil && first != second)
    let stale = GeocodeResult(label: "Kaivokatu, Helsinki", displayLocation: Self.kaivokatu)
    #expect(!machine.answered(first!, with: stale))
    #expect(machine.state.isSearching)
    let fresh = GeocodeResult(label: "Kaivokatu 8, Helsinki", displayLocation: Self.kaivokatu)
    #expect(machine.answered(second!, with: fresh))
    #expect(machine.state == AddressSearchModel.State(searchText: "Kaivokatu 8", status: .result("Kaivokatu 8, Helsinki", Self.kaivokatu)))
    // A second answer for the same ticket does nothing.
    #expect(!machine.answered(second!, with: stale))
  }

  @Test("No match clears the result and says so; a failure shows its message")
  func noMatchAndFailure() {
    var machine = AddressSearchStateMachine()
    let ticket = machine.submit("Nowhere 99")!
    #expect(machine.answered(ticket, with: nil))
    #expect(machine.state == AddressSearchModel.State(searchText: "Nowhere 99", message: "No results found for Nowhere 99."))
    let next = machine.submit("Kaivokatu")!
    #expect(machine.failed(next, message: "The service answered 500."))
    #expect(machine.state.message == "The service answered 500.")
    #expect(!machine.state.isSearching)
  }

  @Test("Cancelling stops the search without a message and stales the ticket")
  func cancelling() {
    var machine = AddressSearchStateMachine()
    let ticket = machine.submit("Kaivokatu")!
    #expect(machine.cancel())
    #expect(machine.state == AddressSearchModel.State(searchText: "Kaivokatu"))
    #expect(!machine.answered(ticket, with: GeocodeResult(label: "x", displayLocation: Self.kaivokatu)))
    #expect(!machine.cancel())
  }
}
