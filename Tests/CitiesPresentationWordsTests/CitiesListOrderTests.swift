import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import Testing

@Suite("The list's orders")
struct CitiesListOrderTests {
  @Test("The order added keeps the saved order")
  func addedKeepsSavedOrder() {
    let cities = names(["Zurich", "berlin", "Amsterdam"])

    #expect(CitiesListOrder.added.arranged(cities) == cities)
  }

  @Test("By name sorts ignoring case and accents, and equal names keep their saved order")
  func nameSortsIgnoringCaseAndAccents() {
    let cities = names(["Zurich", "Ürümqi", "berlin", "Usti", "Éze", "Berlin", "Amsterdam"])

    let arranged = CitiesListOrder.name.arranged(cities)

    #expect(
      arranged.map(\.name) == ["Amsterdam", "berlin", "Berlin", "Éze", "Ürümqi", "Usti", "Zurich"])
    #expect(arranged.map(\.id) == [6, 2, 5, 4, 1, 3, 0])
  }

  private func names(_ names: [String]) -> [City] {
    names.enumerated().map { index, name in
      City(id: index, name: name, coordinates: Coordinates(latitude: 0, longitude: 0))
    }
  }
}
