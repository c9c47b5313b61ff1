import CitiesDomain

/// The messages of the add-city scene, one namespace per use case, as Clean Swift arranges them.
///
/// In each, the view sends a `Request` to the interactor, the interactor sends a `Response` to the
/// presenter, and the presenter sends a `ViewModel` to the view.
public enum AddCity {
  /// Searching as the user types.
  public enum SearchCities {
    /// The text in the search field, sent on every change and once, empty, when the scene appears.
    public struct Request: Sendable {
      /// The text as typed, untrimmed.
      public let text: String

      public init(text: String) {
        self.text = text
      }
    }

    /// Where the search stands, as the interactor decided it.
    public enum Response: Sendable {
      /// Nothing but white space is typed.
      case idle
      /// The text is too short to search for; no request was sent.
      case tooShort(minimumLength: Int)
      /// Typing has paused and the request has gone out.
      case searching
      /// The cities that match the trimmed query, best first; possibly none.
      case found([City], query: String)
      case failed(any Error)
    }

    /// What the view shows in place of the results.
    public struct ViewModel: Equatable, Sendable {
      /// One result as a row shows it: text and an id only, so the view never sees a `City`.
      public struct DisplayedCity: Equatable, Sendable {
        /// The id the view sends back when the user chooses the row.
        public let id: City.ID
        public let title: String
        /// Where the city is, or empty.
        public let subtitle: String

        public init(id: City.ID, title: String, subtitle: String) {
          self.id = id
          self.title = title
          self.subtitle = subtitle
        }
      }

      public let state: AddCityViewState

      public init(state: AddCityViewState) {
        self.state = state
      }
    }
  }

  /// Adding the city of a result row to the saved list.
  public enum ChooseCity {
    /// The view tells which result the user chose.
    public struct Request: Sendable {
      public let cityID: City.ID

      public init(cityID: City.ID) {
        self.cityID = cityID
      }
    }

    /// How adding the chosen city went.
    public enum Response: Sendable {
      /// The city is saved, as the list now holds it.
      case added(City)
      case refused(City, any Error)
    }

    /// What the view does next: leave for the list, or stay and show an alert.
    public enum ViewModel: Equatable, Sendable {
      /// The city is saved; the view calls `routeToCities()`.
      case added
      /// The city is not saved; the view shows the alert over the results and stays.
      case alert(message: String)
    }
  }
}

/// The one state the add-city scene shows at a time, as the presenter has worded it.
public enum AddCityViewState: Equatable, Sendable {
  /// Nothing is typed yet; the message invites the user to type.
  case idle(message: String)
  /// Too little is typed to search; the message says how much is needed.
  case hint(message: String)
  case searching
  /// The matching cities, one row each, best match first.
  case result([AddCity.SearchCities.ViewModel.DisplayedCity])
  /// No city matches; the message repeats the query.
  case empty(message: String)
  case error(message: String)
}
