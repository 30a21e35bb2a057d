import Foundation
import MeridianCore
import Testing

@testable import MeridianGraphics

@Suite("Renderers")
struct RendererTests {
  let red = SimpleMarkerSymbol(style: .circle, color: .red, size: 8)
  let blue = SimpleMarkerSymbol(style: .square, color: .blue, size: 8)
  let gray = SimpleMarkerSymbol(style: .x, color: .gray, size: 8)

  @Test("A simple renderer gives every graphic its symbol")
  func simple() {
    let renderer = SimpleRenderer(symbol: red)
    #expect(renderer.symbol(forAttributes: [:])?.isEqual(to: red) == true)
    #expect(renderer.symbols.count == 1)
  }

  @Test("A unique value renderer matches field values by their text form, else the default")
  func uniqueValues() {
    let renderer = UniqueValueRenderer(
      fieldNames: ["Addr_type", "Rank"],
      uniqueValues: [
        UniqueValue(description: "points of interest", label: "POI", symbol: red, values: ["POI", 1]),
        UniqueValue(label: "Address", symbol: blue, values: ["StreetAddress", 2]),
        UniqueValue(label: "Shadowed", symbol: gray, values: ["POI", 1]),
      ], defaultLabel: "Other", defaultSymbol: gray)
    #expect(renderer.symbol(forAttributes: ["Addr_type": "POI", "Rank": 1])?.isEqual(to: red) == true)
    // 2.0 (a JSON number read as Double) and "2" match the integer 2.
    #expect(renderer.symbol(forAttributes: ["Addr_type": "StreetAddress", "Rank": 2.0])?.isEqual(to: blue) == true)
    #expect(renderer.symbol(forAttributes: ["Addr_type": "StreetAddress", "Rank": "2"])?.isEqual(to: blue) == true)
    #expect(renderer.symbol(forAttributes: ["Addr_type": "POI", "Rank": 3])?.isEqual(to: gray) == true)
    #expect(renderer.symbol(forAttributes: ["Addr_type": "POI"])?.isEqual(to: gray) == true)
    #expect(renderer.uniqueValue(forAttributes: ["Addr_type": "POI", "Rank": 1])?.label == "POI")
    #expect(renderer.symbols.count == 4)
    var changed = renderer
    changed.fieldNames = ["Addr_type"]
    changed.uniqueValues = [UniqueValue(symbol: blue, values: ["POI"])]
    #expect(changed.symbol(forAttributes: ["Addr_type": "POI"])?.isEqual(to: blue) == true)
  }

  @Test("A class breaks renderer matches the first range that holds the number")
  func classBreaks() {
    let renderer = ClassBreaksRenderer(
      fieldName: "Score",
      classBreaks: [
        ClassBreak(label: "low", minValue: 0, maxValue: 50, symbol: red),
        ClassBreak(label: "high", minValue: 50, maxValue: 100, symbol: blue),
      ], defaultSymbol: gray)
    #expect(renderer.symbol(forAttributes: ["Score": 10])?.isEqual(to: red) == true)
    #expect(renderer.symbol(forAttributes: ["Score": 50])?.isEqual(to: red) == true)  // first match wins
    #expect(renderer.symbol(forAttributes: ["Score": 50.5])?.isEqual(to: blue) == true)
    #expect(renderer.symbol(forAttributes: ["Score": 100])?.isEqual(to: blue) == true)
    #expect(renderer.symbol(forAttributes: ["Score": 101])?.isEqual(to: gray) == true)
    #expect(renderer.symbol(forAttributes: ["Score": "high"])?.isEqual(to: gray) == true)
    #expect(renderer.symbol(forAttributes: ["Score": Double.nan])?.isEqual(to: gray) == true)
    #expect(renderer.classBreak(forAttributes: ["Score": 75])?.label == "high")
  }

  @Test("A graphic's own symbol wins over the renderer")
  func ownSymbolWins() {
    let renderer = SimpleRenderer(symbol: red)
    #expect(renderer.symbol(for: Graphic(symbol: blue))?.isEqual(to: blue) == true)
    #expect(renderer.symbol(for: Graphic())?.isEqual(to: red) == true)
  }
}
