import CitiesTerminalKit
import Testing

@Suite("Hop recorder")
struct HopRecorderTests {
  private let traceLog = TraceLog()

  @Test("A received call is named after the method that received it, with its arguments in short")
  func receivedCalls() {
    let sut = makeSUT()

    displayLoading(sut)
    display(sut, title: "Berlin")
    displayCurrentWeather(sut, temperature: "18°C", condition: "Clear sky")
    searchTextDidChange(sut, "lon")

    #expect(
      traceLog.takeEvents().map(\.message) == [
        "displayLoading()",
        #"display(title: "Berlin")"#,
        #"displayCurrentWeather(temperature: "18°C", condition: "Clear sky")"#,
        #"searchTextDidChange("lon")"#,
      ])
  }

  @Test("Received calls and observed changes come from the peer; sent messages go to it")
  func directions() {
    let sut = makeSUT()

    displayLoading(sut)
    sut.observed("state = .loading")
    sut.sent("viewDidLoad()")
    sut.sent("routeToCities()", to: .router)

    #expect(
      traceLog.takeEvents() == [
        TraceEvent(from: .presenter, to: .view, message: "displayLoading()"),
        TraceEvent(from: .presenter, to: .view, message: "state = .loading"),
        TraceEvent(from: .view, to: .presenter, message: "viewDidLoad()"),
        TraceEvent(from: .view, to: .router, message: "routeToCities()"),
      ])
  }

  private func makeSUT() -> HopRecorder {
    HopRecorder(log: traceLog, role: .view, peer: .presenter)
  }

  // Stand-ins for a view's methods: each records under its own name, as a terminal view does.
  private func displayLoading(_ trace: HopRecorder) {
    trace.received(method: "displayLoading()")
  }

  private func display(_ trace: HopRecorder, title: String) {
    trace.received(title, method: "display(title:)")
  }

  private func displayCurrentWeather(_ trace: HopRecorder, temperature: String, condition: String) {
    trace.received(temperature, condition, method: "displayCurrentWeather(temperature:condition:)")
  }

  private func searchTextDidChange(_ trace: HopRecorder, _ text: String) {
    trace.received(text, method: "searchTextDidChange(_:)")
  }
}
