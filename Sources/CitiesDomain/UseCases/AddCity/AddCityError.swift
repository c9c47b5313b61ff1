/// Why a city was not added.
///
/// The list is unchanged whenever one of these is thrown.
public enum AddCityError: Error, Equatable, Sendable {
  /// The city's name is empty or only white space.
  case blankName
  /// A city with the same id is already saved; it carries the saved one.
  case alreadySaved(City)
}

extension AddCityError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .blankName: "A city needs a name."
    case .alreadySaved(let city): "\(city.name) is already in your list."
    }
  }
}
