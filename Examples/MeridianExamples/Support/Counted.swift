/// A count with its noun, singular for one: "1 marker", "3 markers", "0 markers".
///
/// - Parameters:
///   - count: How many.
///   - singular: The noun for one.
///   - plural: The noun for any other count; `singular` + "s" by default.
/// - Returns: The count and the noun.
func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
  "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
}
