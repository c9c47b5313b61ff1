import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a command in a process group of its own, with its output in a file, and ends the whole
/// group when its deadline passes, so that a hung test and every process it started go together.
enum ChildProcess {
  enum Outcome: Equatable {
    case exited(Int32)
    case signalled(Int32)
    case timedOut
  }

  static func run(
    _ arguments: [String], environment: [String: String] = [:], output: String,
    deadline seconds: Double
  ) -> Outcome {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)

    var merged = ProcessInfo.processInfo.environment
    for (key, value) in environment { merged[key] = value }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let status = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
    guard status == 0 else { return .exited(127) }

    let start = Date()
    var waitStatus: Int32 = 0
    while true {
      let waited = waitpid(pid, &waitStatus, WNOHANG)
      if waited == pid { break }
      if Date().timeIntervalSince(start) > seconds {
        kill(-pid, SIGKILL)
        waitpid(pid, &waitStatus, 0)
        return .timedOut
      }
      usleep(5_000)
    }
    // Any process the command left behind in its group goes too.
    kill(-pid, SIGKILL)
    let signal = waitStatus & 0x7f
    if signal != 0 { return .signalled(signal) }
    return .exited((waitStatus >> 8) & 0xff)
  }
}
