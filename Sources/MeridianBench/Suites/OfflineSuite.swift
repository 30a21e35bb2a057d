import Meridian

/// The `offline` suite. Filled in by its module's issue.
func runOfflineSuite(_ bench: inout Bench) async throws {}
