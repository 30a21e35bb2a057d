import Meridian
import Synchronization

/// Records every state a model publishes, so a flow can print the sequence a UI front would see.
///
/// It subscribes through the model's `subscribeToStates(_:)`, which delivers each state synchronously
/// as the model publishes it, so the log shows every state in order, including the short-lived ones
/// (such as "searching") that a person would only glimpse.
final class StateLog<State: Sendable>: Sendable {
  /// The recorded states, behind a lock: the model may publish from its own executor.
  private final class Storage: Sendable {
    let states = Mutex<[State]>([])
  }

  private let storage = Storage()
  private let subscription: StateSubscription

  /// Starts recording a model's states; the first one recorded is its current state.
  @MainActor
  init<Model: StatePublishing>(_ model: Model) where Model.State == State {
    subscription = model.subscribeToStates { [storage] event in
      if case .state(let state) = event { storage.states.withLock { $0.append(state) } }
    }
  }

  deinit {
    subscription.cancel()
  }

  /// The states recorded since the last call, oldest first.
  func drain() -> [State] {
    storage.states.withLock { recorded in
      defer { recorded.removeAll() }
      return recorded
    }
  }
}
