// Made by scripts/kata.py from Sources/CitiesVIP/Cities/CitiesModels.swift.

import CitiesDomain

/// The messages of the cities scene, one namespace per use case, as Clean Swift arranges them.
///
/// In each, the view sends a `Request` to the interactor, the interactor sends a `Response` to the
/// presenter, and the presenter sends a `ViewModel` to the view.
public enum Cities {
  /// Showing the saved cities: on every appearance of the scene, on retry, and after a delete.
  public enum LoadCities {
    /// The view asks for the saved cities.
    public struct Request: Sendable {
      /// Makes the request; it needs nothing, because the interactor knows where the list is.
      public init() {}
    }

    /// Where the interactor is with the list: asking for it, holding it, or failing to get it.
    public enum Response: Sendable {
      /// The list has been asked for.
      case loading
      /// The saved cities, in the order they were added; possibly none.
      case loaded([City])
      /// The list could not be read.
      case failed(any Error)
    }

    /// What the view shows in place of the list.
    public struct ViewModel: Equatable, Sendable {
      /// The one state the scene shows.
      public let state: CitiesViewState

      /// Makes the view model for a state.
      public init(state: CitiesViewState) {
        self.state = state
      }
    }
  }

  /// Removing a saved city; a success shows as the reloaded list, so only a refusal has a response.
  public enum DeleteCity {
    /// The view asks to delete the city of a row.
    public struct Request: Sendable {
      /// The id of the row's city.
      public let cityID: City.ID

      /// Makes the request for the city with the given id.
      public init(cityID: City.ID) {
        self.cityID = cityID
      }
    }

    /// A delete that failed: the city is still saved.
    public struct Response: Sendable {
      /// The city that was not deleted.
      public let city: City
      /// Why it was not.
      public let error: any Error

      /// Makes the response for a failed delete.
      public init(city: City, error: any Error) {
        self.city = city
        self.error = error
      }
    }

    /// The alert the view shows over the rows, which stay as they were.
    public struct ViewModel: Equatable, Sendable {
      /// The whole text of the alert.
      public let alertMessage: String

      /// Makes the alert.
      public init(alertMessage: String) {
        self.alertMessage = alertMessage
      }
    }
  }

  /// Picking a row, which the interactor remembers so that the router can pass the city on.
  public enum SelectCity {
    /// The view tells which row the user picked.
    public struct Request: Sendable {
      /// The id of the row's city.
      public let cityID: City.ID

      /// Makes the request for the city with the given id.
      public init(cityID: City.ID) {
        self.cityID = cityID
      }
    }
  }
}

/// The one state the cities scene shows at a time, as the presenter has worded it.
public enum CitiesViewState: Equatable, Sendable {
  /// The list is being read.
  case loading
  /// The saved cities, one row each, in the order they were added.
  case result([CityRowViewModel])
  /// No city is saved; the message says so, and the view may add how to add one.
  case empty(message: String)
  /// The list could not be read; the view offers a retry, which loads the cities again.
  case error(message: String)
}
