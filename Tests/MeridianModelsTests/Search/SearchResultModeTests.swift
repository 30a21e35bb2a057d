import MeridianCore
import Testing

@testable import MeridianModels

@Suite("SearchResultMode and zoom target")
struct SearchResultModeTests {
  static let results = (1...3).map { SearchResult(displayTitle: "R\($0)", location: Point(x: Double($0), y: 0)) }

  @Test("single keeps the best result, multiple keeps all")
  func singleAndMultiple() {
    #expect(SearchResultMode.single.keep(Self.results, from: nil) == [Self.results[0]])
    #expect(SearchResultMode.multiple.keep(Self.results, from: nil) == Self.results)
  }

  @Test("automatic keeps all for typed text and collections, the best one for a single-place suggestion")
  func automatic() {
    let place = SearchSuggestion(displayTitle: "Kaivokatu 8")
    let category = SearchSuggestion(displayTitle: "Coffee", isCollection: true)
    #expect(SearchResultMode.automatic.keep(Self.results, from: nil) == Self.results)
    #expect(SearchResultMode.automatic.keep(Self.results, from: category) == Self.results)
    #expect(SearchResultMode.automatic.keep(Self.results, from: place) == [Self.results[0]])
  }

  @Test("Several results zoom to their union grown by 1.1; one point is centred on")
  func zoomTarget() {
    // Points at x = 1, 2, 3 and y = 0, each with a 2 × 2 extent: the union spans x 0...4, y −1...1
    // (4 × 2, centre (2, 0)); × 1.1 gives 4.4 × 2.2: x −0.2...4.2, y −1.1...1.1.
    let results = (1...3).map {
      SearchResult(
        displayTitle: "R\($0)", location: Point(x: Double($0), y: 0),
        extent: Envelope(center: Point(x: Double($0), y: 0), width: 2, height: 2))
    }
    guard case .extent(let extent) = SearchModel.zoomTarget(for: results) else {
      Issue.record("expected an extent")
      return
    }
    #expect(abs(extent.xMin - -0.2) < 1e-12 && abs(extent.xMax - 4.2) < 1e-12)
    #expect(abs(extent.yMin - -1.1) < 1e-12 && abs(extent.yMax - 1.1) < 1e-12)
    #expect(SearchModel.zoomTarget(for: [Self.results[0]]) == .center(Point(x: 1, y: 0)))
    #expect(SearchModel.zoomTarget(for: []) == nil)
  }

  @Test("A single result with an extent zooms to that extent as it is")
  func singleExtent() {
    let extent = Envelope(xMin: 0, yMin: 0, xMax: 10, yMax: 5)
    let result = SearchResult(displayTitle: "Park", location: Point(x: 5, y: 2.5), extent: extent)
    #expect(SearchModel.zoomTarget(for: [result]) == .extent(extent))
  }
}
