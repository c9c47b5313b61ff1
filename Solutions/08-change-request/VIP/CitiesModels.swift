// Made by scripts/kata.py from Sources/CitiesVIP/Cities/CitiesModels.swift.

import CitiesDomain
import CitiesPresentationWords

/// The messages of the cities scene, one namespace per use case, as Clean Swift arranges them.
///
/// In each, the view sends a `Request` to the interactor, the interactor sends a `Response` to the
/// presenter, and the presenter sends a `ViewModel` to the view.
public enum Cities {
  /// Showing the saved cities: on every appearance of the scene, on retry, and after a delete.
  public enum LoadCities {
    /// The view asks for the list; it needs to say nothing, since the interactor knows where it is.
    public struct Request: Sendable {
      public init() {}
    }

    /// Where the interactor is with the list: asking for it, holding it, or failing to get it.
    public enum Response: Sendable {
      case loading
      /// The saved cities, in the order they were added, to be shown in `order`; possibly none.
      case loaded([City], order: CitiesListOrder)
      case failed(any Error)
    }

    /// What the view shows in place of the list, under its title.
    public struct ViewModel: Equatable, Sendable {
      /// One saved city as a row shows it: text and an id only, so the view never sees a `City`
      /// and a change to the entity cannot reach it.
      public struct DisplayedCity: Equatable, Sendable {
        /// The id the view sends back when the user picks the row.
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

      public let state: CitiesViewState
      /// The list's title, counting the rows while they show and naming their order.
      public let title: String

      public init(state: CitiesViewState, title: String) {
        self.state = state
        self.title = title
      }
    }
  }

  /// Removing a saved city; a success shows as the reloaded list, so only a refusal has a response.
  public enum DeleteCity {
    /// The view asks to delete the city of a row.
    public struct Request: Sendable {
      public let cityID: City.ID

      public init(cityID: City.ID) {
        self.cityID = cityID
      }
    }

    /// A delete that failed: the city is still saved.
    public struct Response: Sendable {
      public let city: City
      public let error: any Error

      public init(city: City, error: any Error) {
        self.city = city
        self.error = error
      }
    }

    /// The alert the view shows over the rows, which stay as they were.
    public struct ViewModel: Equatable, Sendable {
      public let alertMessage: String

      public init(alertMessage: String) {
        self.alertMessage = alertMessage
      }
    }
  }

  /// Putting back the city the last delete removed, which the list offers until the next request.
  public enum UndoDelete {
    /// The user takes up the offer.
    public struct Request: Sendable {
      public init() {}
    }

    /// The offer after a delete, or an undo that failed; a success shows as the reloaded list.
    public enum Response: Sendable {
      case offered(City)
      case failed(City, any Error)
    }

    /// What the view shows over the rows, which stay.
    public enum ViewModel: Equatable, Sendable {
      /// The city is deleted; the view adds its own way to undo.
      case offer(message: String)
      case alert(message: String)
    }
  }

  /// Showing the rows in another order, which the list keeps until the app ends.
  public enum SortCities {
    /// The view tells which order the user chose.
    public struct Request: Sendable {
      public let order: CitiesListOrder

      public init(order: CitiesListOrder) {
        self.order = order
      }
    }
  }

  /// Picking a row, which the interactor remembers so that the router can pass the city on.
  public enum SelectCity {
    /// The view tells which row the user picked.
    public struct Request: Sendable {
      public let cityID: City.ID

      public init(cityID: City.ID) {
        self.cityID = cityID
      }
    }
  }
}

/// The one state the cities scene shows at a time, as the presenter has worded it.
public enum CitiesViewState: Equatable, Sendable {
  case loading
  /// The saved cities, one row each, in the order the user chose.
  case result([Cities.LoadCities.ViewModel.DisplayedCity])
  /// No city is saved; the message says so, and the view may add how to add one.
  case empty(message: String)
  /// The list could not be read; the view offers a retry, which loads the cities again.
  case error(message: String)
}
