// The WMO codes sample days are drawn from. A code listed several times is that much more likely:
// fair weather is common everywhere, and what falls from the sky depends on the cold.
extension SampleClimate {
  static let mildCodes = [
    0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 45, 51, 53, 55, 61, 61, 63, 65, 80, 80, 81, 82,
    95, 96,
  ]

  static let freezingCodes = [
    0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 45, 48, 56, 57, 66, 67, 71, 71, 73, 75, 77, 85, 86,
  ]
}
