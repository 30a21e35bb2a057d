/// The handlers of one kind of map-view event, called in the order they were registered.
///
/// A cancelled registration is skipped at once and its handler dropped at the next change or call,
/// so a handler may cancel itself, or register another, while it runs: a call goes to the handlers
/// registered before it began and not cancelled by the time their turn comes.
@MainActor
final class HandlerList<Argument> {
  private var entries: [(registration: MapView.EventRegistration, action: (Argument) -> Void)] = []

  /// Adds a handler after the others.
  ///
  /// - Parameter action: The handler.
  /// - Returns: Its registration.
  func add(_ action: @escaping (Argument) -> Void) -> MapView.EventRegistration {
    entries.removeAll { $0.registration.isCancelled }
    let registration = MapView.EventRegistration()
    entries.append((registration, action))
    return registration
  }

  /// The number of handlers not cancelled.
  var count: Int { entries.count { !$0.registration.isCancelled } }

  /// Calls every handler not cancelled, in registration order.
  func callAsFunction(_ argument: Argument) {
    guard !entries.isEmpty else { return }
    let snapshot = entries
    var sawCancelled = false
    for entry in snapshot {
      guard !entry.registration.isCancelled else {
        sawCancelled = true
        continue
      }
      entry.action(argument)
    }
    if sawCancelled { entries.removeAll { $0.registration.isCancelled } }
  }
}
