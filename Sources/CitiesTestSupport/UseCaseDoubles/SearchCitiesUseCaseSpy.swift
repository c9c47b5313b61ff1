import CitiesDomain

/// A `SearchCitiesUseCase` that records the texts it was given and answers with a canned result.
public actor SearchCitiesUseCaseSpy: SearchCitiesUseCase {
  /// Every text searched for so far, oldest first.
  public private(set) var searchedTexts: [String] = []
  private var result: Result<[City], any Error>

  /// Makes a use case that answers every search with the given result.
  public init(result: Result<[City], any Error> = .success([])) {
    self.result = result
  }

  /// Changes the answer to later searches.
  public func answer(with result: Result<[City], any Error>) { self.result = result }

  public func search(for text: String) async throws -> [City] {
    searchedTexts.append(text)
    return try result.get()
  }
}
