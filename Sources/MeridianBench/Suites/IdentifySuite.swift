import Meridian

/// The `identify` suite. Filled in by its module's issue.
func runIdentifySuite(_ bench: inout Bench) async throws {}
