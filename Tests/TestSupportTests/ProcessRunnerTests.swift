import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `ProcessRunner` keeps its promises with real children of `/bin/sh`: a child that outlives its deadline
/// is killed and reported with what it printed before, and a started child is talked to while it runs.
@Suite struct ProcessRunnerTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func aChildPastItsTimeoutIsKilledAndReportedWithItsEarlierOutput() throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("runner-\(UUID()).pid")
        defer { try? FileManager.default.removeItem(at: marker) }
        // The child says hello, records its pid, then sleeps far past the deadline.
        let script = "echo before-the-kill; echo on-stderr >&2; echo $$ > '\(marker.path)'; exec sleep 300"
        let started = Date()
        let error = #expect(throws: ProcessRunner.Timeout.self) {
            try ProcessRunner.run(Self.shell, ["-c", script], timeout: 1)
        }
        // Killed long before the sleep could end (the deadline plus the SIGTERM grace, with room to spare).
        #expect(Date().timeIntervalSince(started) < 60)
        #expect(error?.seconds == 1)
        #expect(error?.output.contains("before-the-kill") == true, "\(error?.output ?? "")")
        #expect(error?.output.contains("on-stderr") == true, "\(error?.output ?? "")")
        let pid = try #require(
            Int32(try String(contentsOf: marker, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        // kill(pid, 0) fails with ESRCH once the child is gone (and reaped).
        #expect(kill(pid, 0) == -1)
    }

    @Test func aChildWithinItsTimeoutReportsItsStatusAndBothStreams() throws {
        let outcome = try ProcessRunner.run(Self.shell, ["-c", "printf out; printf err >&2; exit 3"], timeout: 60)
        #expect(outcome.status == 3)
        #expect(outcome.stdout == "out")
        #expect(outcome.stderr == "err")
        #expect(outcome.stdoutData == Data("out".utf8))
    }

    @Test func aStartedChildIsWaitedOnForALineThenStopped() throws {
        let child = try ProcessRunner.start(
            Self.shell, ["-c", "echo 'listening on 127.0.0.1:4321' >&2; exec sleep 300"])
        defer { child.stop() }
        let seen = try child.waitForOutput(containing: "listening on")
        #expect(seen.contains("127.0.0.1:4321"))
        #expect(child.isRunning)
        // SIGKILL: a `sleep` started from the test runner was seen to outlive SIGTERM (see docs/development.md).
        child.kill()
        let outcome = try child.wait(timeout: 60)
        #expect(outcome.status == SIGKILL)
        #expect(outcome.stderr.contains("listening on"))
    }

    @Test func waitingForALineTheChildNeverPrintsFailsWithItsOutput() throws {
        let child = try ProcessRunner.start(Self.shell, ["-c", "echo something-else >&2; exit 0"])
        defer { child.stop() }
        let error = #expect(throws: ProcessRunner.NotSeen.self) {
            try child.waitForOutput(containing: "listening on", within: 60)
        }
        #expect(error?.output.contains("something-else") == true)
    }
}
