import Meridian

/// The `core` suite. Filled in by its module's issue.
func runCoreSuite(_ bench: inout Bench) async throws {}
