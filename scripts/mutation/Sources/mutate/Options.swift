/// What a run of the mutation runner was asked to do, read from its command line.
struct Options {
  var root = "."
  var targets: [String] = []
  var paths: [String] = []
  var sample: Int?
  var seed: UInt64 = 1
  var jobs = 2
  var results: String?
  var list = false
  var checkTriage = false
  var table: String?

  static let usage = """
    usage: scripts/mutate [--target NAME]... [--path TEXT]... [--sample N] [--seed N] [--jobs N]
                          [--results FILE] [--list]
           scripts/mutate --check-triage
           scripts/mutate --table FILE
      --target NAME   mutate this target only (repeatable); default: the domain, the data layer and
                      every pattern of scripts/patterns
      --path TEXT     only files whose path holds TEXT (repeatable), such as AddCity
      --sample N      N mutants per target, chosen by --seed; default: every mutant
      --results FILE  write every mutant's outcome, with the commit and test lines, to FILE
      --list          print the mutants and stop, without building
      --check-triage  fail when an entry of scripts/mutation/triage matches no mutant of the code
      --table FILE    print the Markdown table of a results file, with the triage applied
    """

  init(arguments: [String]) throws(UsageError) {
    var rest = arguments[...]
    func value(_ name: String) throws(UsageError) -> String {
      guard let next = rest.popFirst() else { throw UsageError(message: "\(name) needs a value") }
      return next
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--root": root = try value(argument)
      case "--target": targets.append(try value(argument))
      case "--path": paths.append(try value(argument))
      case "--sample": sample = Int(try value(argument))
      case "--seed": seed = UInt64(try value(argument)) ?? 1
      case "--jobs": jobs = max(1, Int(try value(argument)) ?? 2)
      case "--results": results = try value(argument)
      case "--list": list = true
      case "--check-triage": checkTriage = true
      case "--table": table = try value(argument)
      default: throw UsageError(message: "unknown option \(argument)")
      }
    }
  }
}

/// A command line the runner does not understand.
struct UsageError: Error {
  var message: String
}
