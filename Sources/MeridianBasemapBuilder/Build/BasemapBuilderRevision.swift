/// The revision of what the builder writes for the same sources: raised whenever a change to the
/// builder (what it keeps, how it names or generalizes) changes its output, so a basemap cached under
/// an older revision is rebuilt rather than drawn with the old rules.
///
/// Revisions: 1, the first builder that recorded one; 2, country outlines for naming a country inside
/// its visible part, villages for GeoNames places without a population, and streets joined before
/// they are named (issue 26).
package enum BasemapBuilderRevision {
  /// The current revision.
  package static let current = 2
}
