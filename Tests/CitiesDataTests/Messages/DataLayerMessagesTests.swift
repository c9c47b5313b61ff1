import CitiesData
import CitiesDomain
import Foundation
import Testing

/// Every failure of the network and of the store, as the one line a person reads: worded by the
/// app, never by Foundation, and the same on Linux and macOS.
@Suite("Every data-layer failure reads as one exact line of the app's own words")
struct DataLayerMessagesTests {
  @Test(
    "Each network and file failure has its exact line, naming the host or the path, however it is asked for",
    arguments: DataLayerMessage.network + DataLayerMessage.file)
  func exactLine(message: DataLayerMessage) {
    #expect(message.error.description == message.line)
    #expect(message.error.localizedDescription == message.line)
    #expect(message.error.reason(or: "no reason of its own") == message.line)
  }
}
