import MeridianGeocoding
import Testing

@Suite("LabelText")
struct LabelTextTests {
  @Test("Missing, empty and blank parts are left out; the rest are trimmed and joined")
  func join() {
    #expect(LabelText.join(["Kaivokatu 8", "Helsinki", "Uusimaa"]) == "Kaivokatu 8, Helsinki, Uusimaa")
    #expect(LabelText.join(["", "Helsinki", "Uusimaa"]) == "Helsinki, Uusimaa")
    #expect(LabelText.join(["Kaivokatu 8", nil, "Uusimaa"]) == "Kaivokatu 8, Uusimaa")
    #expect(LabelText.join(["Kaivokatu 8", " \t", ""]) == "Kaivokatu 8")
    #expect(LabelText.join([" 00100 ", "Helsinki"], separator: " ") == "00100 Helsinki")
    #expect(LabelText.join([nil, "", "  "]) == "")
    #expect(LabelText.join([]) == "")
  }
}
