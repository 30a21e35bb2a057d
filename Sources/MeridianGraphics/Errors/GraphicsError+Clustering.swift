import MeridianClustering

extension GraphicsError {
  /// The graphics error for a cluster index's: the same parameter and reason, so a clustered overlay
  /// throws one error type.
  ///
  /// - Parameter error: The cluster index's error.
  init(_ error: ClusteringError) {
    switch error {
    case .invalidParameter(let name, let reason): self = .invalidParameter(name: name, reason: reason)
    }
  }
}
