import CitiesPatternList
import CitiesTerminalKit
import CitiesTestSupport
import Testing

/// Commands are checked through a scripted session on a fake shell: what reaches the shell, and
/// what the user is told when nothing should.
@MainActor
@Suite("Commands", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct CommandTests {
  @Test(
    "A command valid on the screen reaches the shell as its action",
    arguments: [
      ("list", listScreen(), Command.list),
      ("LS", listScreen(), .list),
      ("add lon", listScreen(), .add(text: "lon")),
      ("Add   New York  ", weatherScreen(), .add(text: "New York")),
      ("add", listScreen(), .add(text: "")),
      (#"add "ber""#, listScreen(), .add(text: "ber")),
      ("add 'New York'", listScreen(), .add(text: "New York")),
      (#"search "par""#, searchScreen(), .search(text: "par")),
      (#"add "ber"#, listScreen(), .add(text: #""ber"#)),
      ("search par", searchScreen(), .search(text: "par")),
      ("pick 2", searchScreen(), .pick(row: 1)),
      ("2", searchScreen(), .pick(row: 1)),
      ("open 3", listScreen(), .open(row: 2)),
      ("3", listScreen(), .open(row: 2)),
      ("delete 1", listScreen(), .delete(row: 0)),
      ("del 1", listScreen(), .delete(row: 0)),
      ("RM 1", listScreen(), .delete(row: 0)),
      ("back", searchScreen(), .back),
      ("Back", weatherScreen(), .back),
      ("retry", failedListScreen(), .retry),
      ("sort name", listScreen(), .sort(.name)),
      ("SORT Added", listScreen(), .sort(.added)),
      ("undo", listScreen(), .undo),
      ("rename  Berlin  Mitte ", weatherScreen(), .rename(name: "Berlin  Mitte")),
    ])
  func acceptedCommand(line: String, screen: Screen, action: Command) async throws {
    let shells = FeatureCompositionFake(screen: screen) { _, _ in listScreen() }

    let run = try await runCities(input: [line], shells: shells)

    #expect(shells.madeShells.first?.performedCommands == [action])
    #expect(run.exitCode == 0)
  }

  @Test(
    "A command that does not fit gets a one-line hint, and the shell is not disturbed",
    arguments: [
      ("fly", listScreen(), #"Unknown command "fly". Type "help" for the commands."#),
      ("delete", listScreen(), #""delete" needs a number, such as "delete 2"."#),
      ("delete two", listScreen(), #""delete" needs a number, such as "delete 2"."#),
      ("open 99999999999999999999", listScreen(), #""open" needs a number, such as "open 2"."#),
      ("open 7", listScreen(rows: 3), "There is no city 7; the list has 3."),
      ("delete 0", listScreen(rows: 3), "There is no city 0; the list has 3."),
      (
        "open -9223372036854775808", listScreen(rows: 3),
        "There is no city -9223372036854775808; the list has 3."
      ),
      ("open 1", listScreen(rows: 0), "There is no city 1; the list is empty."),
      ("pick 4", searchScreen(results: 3), "There is no result 4; the search found 3."),
      ("1", searchScreen(results: 0), "There is no result 1; the search found nothing."),
      ("pick 1", listScreen(), #""pick" works on the search results; type "add <name>" first."#),
      (
        "search x", listScreen(), #""search" works on the search results; type "add <name>" first."#
      ),
      ("delete 1", searchScreen(), #""delete" works on the saved list; type "list" first."#),
      ("search", searchScreen(), #""search" needs some text, such as "search lon"."#),
      ("back", listScreen(), "The list is on screen already."),
      ("retry", listScreen(), "There is nothing to retry."),
      (
        "1", weatherScreen(), #"A number picks a search result or opens a city; type "back" first."#
      ),
      (
        "pattern mvc", listScreen(),
        #""pattern" needs \#(PatternKind.typedChoices), such as "pattern vip"."#
      ),
      ("trace maybe", listScreen(), #""trace" needs on or off, such as "trace on"."#),
      ("sort", listScreen(), #""sort" needs name or added, such as "sort name"."#),
      ("sort size", listScreen(), #""sort" needs name or added, such as "sort name"."#),
      ("sort name", weatherScreen(), #""sort" works on the saved list; type "list" first."#),
      ("undo", searchScreen(), #""undo" works on the saved list; type "list" first."#),
      ("undo 1", listScreen(), #""undo" takes nothing after it."#),
      ("rename", weatherScreen(), #""rename" needs the new name, such as "rename Berlin-Mitte"."#),
      (
        "rename Paris", listScreen(), #""rename" works on a city's weather; type "open <n>" first."#
      ),
      ("list now", listScreen(), #""list" takes nothing after it."#),
      ("open 1 2", listScreen(), #""open" takes one number; remove "2"."#),
      ("delete 2 3 4", listScreen(), #""delete" takes one number; remove "3 4"."#),
      (
        "delete 1", failedListScreen(),
        #"There is no city 1: the list could not be loaded. Type "retry" to try again."#
      ),
    ])
  func rejectedCommand(line: String, screen: Screen, hint: String) async throws {
    let shells = FeatureCompositionFake(screen: screen)

    let run = try await runCities(input: [line], shells: shells)

    #expect(shells.madeShells.first?.performedCommands == [])
    #expect(run.output.lines.suffix(2) == ["> \(line)", hint])
    #expect(run.exitCode == 1)
  }
}
