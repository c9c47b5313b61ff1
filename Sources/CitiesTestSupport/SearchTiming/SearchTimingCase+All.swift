extension SearchTimingCase {
  /// The timing cases every pattern's debounced search must pass, one table for all of them.
  public static let all: [SearchTimingCase] = [
    SearchTimingCase(
      "A pause shorter than 300 ms sends nothing",
      steps: [.type("Berlin"), .wait(milliseconds: 299), .expectStillPausing],
      expectedRequests: [],
      expectedScreens: []
    ),
    SearchTimingCase(
      "300 ms after the last keystroke one request goes out, for the trimmed text",
      steps: [.type("  Berlin "), .wait(milliseconds: 299), .wait(milliseconds: 1)],
      expectedRequests: ["Berlin"],
      expectedScreens: [.searching, .results(["Berlin"])]
    ),
    SearchTimingCase(
      "Typing again within the pause starts it again, and only the latest text is searched",
      steps: [
        .type("Be"), .wait(milliseconds: 200), .type("Ber"), .wait(milliseconds: 299),
        .expectStillPausing, .wait(milliseconds: 1),
      ],
      expectedRequests: ["Ber"],
      expectedScreens: [.searching, .results(["Berlin"])]
    ),
    SearchTimingCase(
      "An older query's answer arriving after a newer query is dropped",
      holdsAnswers: true,
      steps: [
        .type("Lon"), .wait(milliseconds: 300), .waitForRequests(1),
        .type("Berlin"), .wait(milliseconds: 300), .waitForRequests(2),
        .answer("Berlin", with: [anyCity()]), .answer("Lon", with: [otherCity()]),
      ],
      expectedRequests: ["Lon", "Berlin"],
      expectedScreens: [.searching, .results(["Berlin"])]
    ),
    SearchTimingCase(
      "A text superseded after its pause ended, before sending, sends nothing and shows nothing",
      steps: [.type("Ber"), .typeAsThePauseEnds("Berl")],
      expectedRequests: ["Berl"],
      expectedScreens: [.searching, .results(["Berlin"])]
    ),
    SearchTimingCase(
      "A text shortened as its pause ends shows the hint, never searching, and sends nothing",
      steps: [.type("Berlin"), .typeAsThePauseEnds("B")],
      expectedRequests: [],
      expectedScreens: [.hint]
    ),
    SearchTimingCase(
      "A text shortened below two letters during the pause shows the hint and sends nothing",
      steps: [.type("Berlin"), .type("B"), .wait(milliseconds: 1_000)],
      expectedRequests: [],
      expectedScreens: [.hint]
    ),
    SearchTimingCase(
      "Clearing the text while a request is out drops its answer and invites a search again",
      holdsAnswers: true,
      steps: [
        .type("Berlin"), .wait(milliseconds: 300), .waitForRequests(1), .type(""),
        .answer("Berlin", with: [anyCity()]),
      ],
      expectedRequests: ["Berlin"],
      expectedScreens: [.searching, .idle]
    ),
  ]
}
