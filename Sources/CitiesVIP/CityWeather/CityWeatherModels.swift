import CitiesDomain
import CitiesPresentationWords

/// The messages of the city-weather scene, one namespace per use case, as Clean Swift arranges them.
///
/// The view sends a `Request` to the interactor, the interactor sends a `Response` to the
/// presenter, and the presenter sends a `ViewModel` to the view.
public enum CityWeather {
  /// Showing the weather of the scene's city: when the scene appears, and on retry.
  public enum LoadWeather {
    /// The view asks for the weather; it needs to say nothing, since the interactor knows its city.
    public struct Request: Sendable {
      public init() {}
    }

    /// Where the interactor is with the weather of its city.
    public enum Response: Sendable {
      case loading(City)
      case loaded(City, WeatherReport)
      case failed(City, any Error)
    }

    /// What the view shows: the city's name as its title, and one state.
    public struct ViewModel: Equatable, Sendable {
      /// The weather now and the days to come, worded for the view.
      public struct DisplayedReport: Equatable, Sendable {
        public let temperature: String
        public let condition: String
        /// Today first.
        public let forecast: [DisplayedForecastDay]

        public init(temperature: String, condition: String, forecast: [DisplayedForecastDay]) {
          self.temperature = temperature
          self.condition = condition
          self.forecast = forecast
        }
      }

      /// One day of the forecast as a row shows it.
      public struct DisplayedForecastDay: Equatable, Sendable {
        /// `Today` for the first day, then the weekday's short name.
        public let day: String
        public let minimum: String
        public let maximum: String
        public let condition: String

        public init(day: String, minimum: String, maximum: String, condition: String) {
          self.day = day
          self.minimum = minimum
          self.maximum = maximum
          self.condition = condition
        }
      }

      /// The city's name.
      public let title: String
      public let state: CityWeatherViewState

      public init(title: String, state: CityWeatherViewState) {
        self.title = title
        self.state = state
      }
    }
  }

  /// Giving the scene's city a new name, which the route back passes to the list.
  public enum RenameCity {
    /// The view sends the name the user typed.
    public struct Request: Sendable {
      public let name: String

      public init(name: String) {
        self.name = name
      }
    }

    /// How renaming went: the city as saved now, or the city as it was and why.
    public enum Response: Sendable {
      case renamed(City)
      case failed(City, any Error)
    }

    /// What the view shows: the new name as its title, or an alert over the state, which stays.
    public enum ViewModel: Equatable, Sendable {
      case renamed(title: String)
      case alert(message: String)
    }
  }
}

/// The one state the city-weather scene shows at a time, as the presenter has worded it.
public enum CityWeatherViewState: Equatable, Sendable {
  case loading
  case result(CityWeather.LoadWeather.ViewModel.DisplayedReport)
  /// The report could not be fetched; the view offers a retry, which loads the weather again.
  case error(message: String)
}
