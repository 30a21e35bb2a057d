/// A kind of request a model runs (a search, a suggest, a tap's identify), and which other kinds a new
/// one supersedes.
///
/// ```swift
/// enum Request: RequestKind {
///   case search, identify
///   var supersedes: [Request] { self == .search ? [.identify] : [] }
/// }
/// ```
///
/// See “The internal `RequestKind`” in `docs/architecture.md`.
protocol RequestKind: Hashable, Sendable {
  /// The other kinds that a new request of this kind supersedes; its own kind always is.
  var supersedes: [Self] { get }
}

/// The request kind of a model that runs no requests: every intent is done when it returns.
extension Never: RequestKind {
  var supersedes: [Never] { [] }
}
