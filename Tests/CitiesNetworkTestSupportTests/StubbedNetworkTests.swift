import CitiesNetworkTestSupport
import CitiesTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Stubbed network", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct StubbedNetworkTests {
  @Test("Waiting for a request returns the first one the session sent")
  func waitReturnsFirstRequest() async throws {
    let network = StubbedNetwork()
    network.fail(with: URLError(.notConnectedToInternet))
    let url = network.baseURL.appending(path: "search")
    let sending = Task { [session = network.session] in try? await session.data(from: url) }

    let request = await network.waitForRequest()
    _ = await sending.value

    #expect(request?.url == url)
  }

  @Test("A test waiting for a request that never comes stops waiting when its task is cancelled")
  func cancellationEndsWait() async {
    let network = StubbedNetwork()
    let waiting = Task { await network.waitForRequest() }

    waiting.cancel()

    #expect(await waiting.value == nil)
  }
}
