import Meridian

/// The `geocoding` suite. Filled in by its module's issue.
func runGeocodingSuite(_ bench: inout Bench) async throws {}
