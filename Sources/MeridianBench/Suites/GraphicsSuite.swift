import Meridian

/// The `graphics` suite. Filled in by its module's issue.
func runGraphicsSuite(_ bench: inout Bench) async throws {}
