import CitiesPatternList

/// The usage text `cities --help` prints, and that follows every command-line error.
enum LaunchUsage {
  static let text = """
    Usage: cities [--pattern NAME] [--live] [--api-base URL] [--store PATH]
                  [--script FILE] [--trace]
           cities compare [SCRIPT] [--mermaid]
           cities --help

      --pattern NAME   The pattern to start with: \(PatternKind.typedChoices); mvp by default.
      --live           Search and show weather with Open-Meteo instead of the offline samples.
      --api-base URL   A self-hosted Open-Meteo; implies --live. Also: CITIES_API_BASE.
      --store PATH     The file of saved cities. Also: CITIES_STORE.
      --script FILE    Run the commands in FILE instead of reading standard input
                       (one per line, at most 4096 bytes each).
      --trace          Print every message that crosses a role boundary.
      compare          Run a script (or a built-in demo) through every pattern and show
                       that the screens agree while the traces differ.
      --mermaid        With compare: print each trace as a Mermaid sequence diagram.

    CITIES_API_TIMEOUT sets how many seconds a live request may take (default 15).
    """
}
