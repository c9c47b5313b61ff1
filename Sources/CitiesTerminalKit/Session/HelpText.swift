import CitiesPatternList

/// What `help` prints: every command, one line each.
enum HelpText {
  static let lines = [
    "Commands (in upper or lower case):",
    "  list, ls              Show the saved cities.",
    #"  add <name>            Search for a city to add, such as "add lon"."#,
    "  search <text>         Search again, while the search is on screen.",
    "  pick <n>              Add search result n to the list.",
    "  open <n>              Show the weather of saved city n.",
    "  delete <n>            Delete saved city n (also: del, rm).",
    "  undo                  Put back the city just deleted.",
    "  sort name|added       Sort the list by name, or in the order the cities were added.",
    "  rename <name>         Rename the city whose weather is on screen.",
    "  <n>                   Pick result n in the search, or open city n in the list.",
    "  back                  Go back to the list.",
    "  retry                 Try a failed load again.",
    "  pattern <name>        Switch to \(PatternKind.typedChoices); the saved list stays.",
    "  trace on|off          Show the messages that cross role boundaries.",
    "  help, ?               Show this help.",
    "  quit, exit, q         Leave (so does the end of the input).",
  ]
}
