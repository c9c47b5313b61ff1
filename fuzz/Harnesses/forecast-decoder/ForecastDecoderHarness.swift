import CitiesDomain
import Foundation

@testable import CitiesData

/// One fuzzing input: any bytes as the forecast service's answer.
///
/// Property: nothing crashes, whatever the dates, times, codes and arrays hold; an answer that
/// decodes maps to a report with one entry per day, and one that does not reads as a message.
@_cdecl("LLVMFuzzerTestOneInput")
public func forecastDecoderHarness(_ bytes: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  do {
    let response = try JSONDecoder().decode(ForecastResponse.self, from: data)
    let report = response.weatherReport
    precondition(report.daily.count == response.daily.days.count, "A day was lost or made up")
    _ = report.daily.map { ($0.day.weekday, $0.condition) }
  } catch let error as DecodingError {
    _ = APIClientError(error, host: "fuzz.test").description
  } catch {
    return 0
  }
  return 0
}
