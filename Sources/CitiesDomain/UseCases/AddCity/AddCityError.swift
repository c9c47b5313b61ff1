/// Why a city was not added.
///
/// The list is unchanged whenever one of these is thrown. It carries data, not a sentence: each
/// pattern words it from `AddCityWords`.
public enum AddCityError: Error, Equatable, Sendable {
  /// The city's name is empty or only white space.
  case blankName
  /// A city with the same id is already saved; it carries the saved one.
  case alreadySaved(City)
}
