import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program through posix_spawn and waitpid, its standard output into a file, for a script whose
/// grandchild outlives it (`scripts/postgres-cluster.sh start` leaves the server running): Foundation's `Process`
/// can miss such a script's exit and wait forever. The child inherits every descriptor of the test process that is
/// not close-on-exec, so a test's own sockets must be (`TestSocket.stream`).
public enum PlainSpawn {
    /// How it ended, and what it printed on standard output.
    public struct Outcome: Sendable {
        public var exitedNormally: Bool
        public var status: Int32
        public var output: String
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `argv` (`argv[0]` the program's path) and waits for it.
    public static func run(_ argv: [String]) throws -> Outcome {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("spawn-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: output) }
        // Darwin declares the file actions as an opaque pointer, glibc as a struct.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        // The environment passed explicitly: Darwin does not export `environ` to Swift.
        var environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in environment { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, argv[0], &actions, nil, &cArguments, &environment)
        guard spawned == 0 else { throw Failure(description: "cannot run \(argv[0]): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        // WIFEXITED and WEXITSTATUS by hand (Swift does not import the macros).
        return Outcome(exitedNormally: status & 0x7f == 0, status: (status >> 8) & 0xff, output: text)
    }
}
