import CitiesNetworkTestSupport

/// A geocoding answer that finds Berlin, shaped like Open-Meteo's.
func berlinSearchAnswer() -> ScriptedHTTPAnswer {
  .json(
    #"""
    {"results":[{"id":2950159,"name":"Berlin","latitude":52.52437,"longitude":13.41053,
    "country_code":"DE","country":"Germany","admin1":"Berlin","timezone":"Europe/Berlin"}],
    "generationtime_ms":0.5}
    """#)
}

/// A forecast answer with the weather now and two days, shaped like Open-Meteo's.
func forecastAnswer() -> ScriptedHTTPAnswer {
  .json(
    #"""
    {"latitude":51.5,"longitude":-0.125,"timezone":"Europe/London",
    "current":{"time":"2026-03-26T16:15","interval":900,"temperature_2m":18.0,"weather_code":0},
    "daily":{"time":["2026-03-26","2026-03-27"],"weather_code":[2,71],
    "temperature_2m_max":[12.0,2.0],"temperature_2m_min":[4.0,-3.0]}}
    """#)
}

/// The store of a user who saved London, as the app writes it.
func londonStore() throws -> String {
  try storeFile([(2_643_743, "London")])
}
