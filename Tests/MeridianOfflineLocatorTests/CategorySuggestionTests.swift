import Testing

@testable import MeridianOfflineLocator

@Suite("Category suggestions") struct CategorySuggestionTests {
  @Test("Edit distance: the textbook pairs")
  func editDistance() {
    // By hand (the classic examples): kitten → sitting takes two substitutions and an insertion.
    func distance(_ a: String, _ b: String) -> Int {
      OfflineCategories.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }
    #expect(distance("kitten", "sitting") == 3)
    #expect(distance("flaw", "lawn") == 2)
    #expect(distance("", "abc") == 3)
    #expect(distance("abc", "") == 3)
    #expect(distance("same", "same") == 0)
  }

  @Test("Misspelt categories get the tree's nearest names; far ones get none")
  func suggestions() {
    // Each is one letter from a tree name, by hand.
    #expect(OfflineCategories.suggestions(for: "Resturant") == ["Restaurant"])
    #expect(OfflineCategories.suggestions(for: "MUSEM") == ["Museum"])
    #expect(OfflineCategories.suggestionHint(for: "Cofee Shop") == "; did you mean 'Coffee Shop'?")
    #expect(OfflineCategories.suggestions(for: "Moon Base").isEmpty)
    #expect(OfflineCategories.suggestionHint(for: "") == "")
  }
}
