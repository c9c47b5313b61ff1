import CitiesDomain

extension ScenesDriver {
  /// Types the text and lets the pause after the last keystroke pass, as a user who stops typing
  /// does; returns once the search has been answered.
  func type(_ text: String) async {
    // A text too short to search starts no pause: nothing will sleep on the clock.
    guard CitySearchQuery(text) != nil else {
      await changeSearchText(text)
      return
    }
    async let typed: Void = changeSearchText(text)
    await world.passSearchPause()
    await typed
  }
}
