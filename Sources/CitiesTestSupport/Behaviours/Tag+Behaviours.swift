import Testing

// One tag per behaviour of docs/SCENES.md, named after its id in lower case: `F1` is `.f1`, `L10`
// is `.l10`. A pattern's test that checks a behaviour carries its tag, and
// `scripts/behaviour-matrix` reads the tags back to show which pattern checks what.
extension Tag {
  /// F1: a temperature reads as whole degrees, rounded half away from zero, then `°C`.
  @Tag public static var f1: Tag
  /// F2: a missing value reads as an en dash.
  @Tag public static var f2: Tag
  /// F3: the first forecast day reads `Today`, the others their three-letter weekday.
  @Tag public static var f3: Tag
  /// F4: a condition reads as its `WeatherCondition.summary`.
  @Tag public static var f4: Tag
  /// F5: a city's subtitle joins region and country, leaving out what is missing or repeated.
  @Tag public static var f5: Tag

  /// L1: the saved list appears: a loading state, then the rows, on every appearance.
  @Tag public static var l1: Tag
  /// L2: the list's title counts the rows while they show.
  @Tag public static var l2: Tag
  /// L3: an empty list says so.
  @Tag public static var l3: Tag
  /// L4: a list that fails to load says why, and a retry loads it again.
  @Tag public static var l4: Tag
  /// L5: each row shows the city's name and subtitle.
  @Tag public static var l5: Tag
  /// L6: deleting a row reloads the list, with no loading state in between.
  @Tag public static var l6: Tag
  /// L7: a failed delete alerts and leaves the rows as they were.
  @Tag public static var l7: Tag
  /// L8: selecting a row opens that city's weather.
  @Tag public static var l8: Tag
  /// L9: add opens the search.
  @Tag public static var l9: Tag
  /// L10: once loading fails, no row it replaced can be selected or deleted.
  @Tag public static var l10: Tag
  /// L11: sorting by name orders the rows by name, ignoring case and accents, and says so.
  @Tag public static var l11: Tag
  /// L12: sorting in the order added shows the saved order, and says so.
  @Tag public static var l12: Tag
  /// L13: the order chosen lasts while the app runs: a return, an add or a delete keep it.
  @Tag public static var l13: Tag
  /// L14: a successful delete offers to undo it.
  @Tag public static var l14: Tag
  /// L15: undo puts the city back in its place, reloading as after a delete.
  @Tag public static var l15: Tag
  /// L16: anything else the user does ends the undo offer.
  @Tag public static var l16: Tag
  /// L17: a failed undo alerts and leaves the rows as they were.
  @Tag public static var l17: Tag

  /// S1: with nothing typed, the search invites the user to type.
  @Tag public static var s1: Tag
  /// S2: fewer than two letters show a hint and send nothing.
  @Tag public static var s2: Tag
  /// S3: 300 ms after the last keystroke the search goes out: searching, then its outcome.
  @Tag public static var s3: Tag
  /// S4: typing again within the pause starts it again; only the latest text is searched.
  @Tag public static var s4: Tag
  /// S5: a text superseded after its pause ended, before sending, sends nothing, shows nothing.
  @Tag public static var s5: Tag
  /// S6: a text shortened below two letters during the pause shows the hint and sends nothing.
  @Tag public static var s6: Tag
  /// S7: an older query's late answer is ignored.
  @Tag public static var s7: Tag
  /// S8: each result row shows the city's name and subtitle.
  @Tag public static var s8: Tag
  /// S9: choosing a result adds the city and goes back to the list.
  @Tag public static var s9: Tag
  /// S10: choosing a city saved already alerts, adds nothing and stays.
  @Tag public static var s10: Tag
  /// S11: an add that fails otherwise alerts and stays.
  @Tag public static var s11: Tag
  /// S12: cancel goes back to the list.
  @Tag public static var s12: Tag
  /// S13: once the results make way for another state, none of them can be chosen.
  @Tag public static var s13: Tag
  /// S14: choosing a city whose name is blank alerts `A city needs a name.` and adds nothing.
  @Tag public static var s14: Tag
  /// S15: a search the domain refuses as too short shows the hint, not a failure.
  @Tag public static var s15: Tag

  /// W1: the weather appears: loading, then the report.
  @Tag public static var w1: Tag
  /// W2: the title is the city's name from the start, on error too.
  @Tag public static var w2: Tag
  /// W3: the weather now shows its temperature and condition.
  @Tag public static var w3: Tag
  /// W4: each forecast row shows day, minimum, maximum and condition.
  @Tag public static var w4: Tag
  /// W5: weather that fails to load says why, and a retry loads it again.
  @Tag public static var w5: Tag
  /// W6: back goes back to the list.
  @Tag public static var w6: Tag
  /// W7: rename gives the saved city the new name in its place; the title shows it.
  @Tag public static var w7: Tag
  /// W8: a blank, over-long or unchanged name, or a city no longer saved, alerts; nothing is saved.
  @Tag public static var w8: Tag
  /// W9: a rename that fails otherwise alerts; the title keeps the old name.
  @Tag public static var w9: Tag
  /// W10: back after a rename shows the list with the new name, with no loading state seen.
  @Tag public static var w10: Tag
}
