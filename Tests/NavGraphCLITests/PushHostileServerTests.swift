import Foundation
import TestSupport
import Testing

/// `navgraph push`, the real binary, against a hostile server (`HostilePushServer`) over http and https: a
/// redirect is not followed and the token reaches no other origin; a server trickling its answer cannot hold
/// push past --timeout; an endless head or a 1.5 GiB body, sized or not, costs little memory.
@Suite(
    .enabled(if: CLITest.builtExecutable("navgraph") != nil, "needs the navgraph executable (swift build)"),
    .enabled(if: HostilePushServer.python != nil, "python3 is not installed (the hostile server is a script)"))
struct PushHostileServerTests {
    static let token = "push-secret-token"

    /// A TLS server of the test CA when `scheme` is https (the test is skipped, with the reason, without one).
    static func tls(_ scheme: String) throws -> TestCA? {
        guard scheme == "https" else { return nil }
        return try TestCA.shared.get()
    }

    static let httpsUsable = (try? TestCA.shared.get()) != nil
    static let schemes = httpsUsable ? ["http", "https"] : ["http"]

    /// Pushes a one-storyboard repository to `server`, trusting `ca`, measuring its peak memory with
    /// `/usr/bin/time` when installed; the outcome, its seconds and its peak resident size in KiB.
    static func push(
        to server: String, ca: TestCA?, timeout: Int = 20
    ) throws -> (code: Int32, out: String, err: String, seconds: Double, peakKiB: Int?) {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLITest.write(try PushCommandTests.fixture("old"), to: "repo/Main.storyboard", in: folder)
        let timed = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")
        let launcher = (timed ? ["/usr/bin/time", "-f", "peak-rss-kib=%M"] : []) + (ca?.launcher ?? [])
        let started = Date()
        var pushed = try PushCommandTests.push(
            ["--server", server, "--project", "app", "--timeout", String(timeout), "repo"], in: folder,
            token: token, launcher: launcher, timeout: 120)
        let seconds = Date().timeIntervalSince(started)
        var peak: Int?
        if timed, let range = pushed.err.range(of: "peak-rss-kib=", options: .backwards) {
            peak = Int(pushed.err[range.upperBound...].prefix { $0.isNumber })
            pushed.err = String(pushed.err[..<range.lowerBound])
        }
        return (pushed.code, pushed.out, pushed.err, seconds, peak)
    }

    static var redirects: [(String, String, Int)] {
        var cases: [(String, String, Int)] = []
        for status in [302, 307] {
            cases.append(("http", "http", status))
            if httpsUsable { cases += [("https", "http", status), ("https", "https", status)] }
        }
        return cases
    }

    /// The server answers a redirect to another origin (another port; plain http from https, or https): push
    /// exits 69 naming the Location (inert), and the other origin receives nothing, least of all the token.
    @Test(arguments: redirects)
    func aRedirectIsNotFollowedAndTheTokenStaysWithItsOrigin(
        scheme: String, witnessScheme: String, status: Int
    )
        throws
    {
        let ca = try Self.tls(scheme)
        let witness = try HostilePushServer(["record"], tls: try Self.tls(witnessScheme))
        let location = "\(witness.url)/v1/projects/app/snapshot\u{1B}[2J"
        let hostile = try HostilePushServer(["redirect", String(status), location], tls: ca)
        let pushed = try Self.push(to: hostile.url, ca: ca)
        #expect(pushed.code == 69, "\(pushed.out)\(pushed.err)")
        #expect(
            pushed.err.contains("answered \(status), a redirect to \(witness.url)/v1/projects/app/snapshot\\u{1B}[2J"),
            "\(pushed.err)")
        #expect(pushed.err.contains("push follows no redirect"), "\(pushed.err)")
        #expect(OutputAudit.commandLines(pushed.err).isEmpty, "\(pushed.err)")
        // The server prints what it received before it answers, but its output reaches the test through a pipe.
        _ = try hostile.process.waitForOutput(containing: "received ", onStandardOutput: true, within: 10)
        #expect(hostile.received.count == 1, "\(hostile.process.output)")
        #expect(witness.received.isEmpty, "the other origin received: \(witness.received)")
        #expect(!witness.process.stdout.contains(Self.token))
    }

    /// Pushes a repository of `count` storyboards (`Screen0.storyboard`...) to `server`, trusting `ca`; the
    /// outcome and the storyboards' names.
    static func pushScreens(
        _ count: Int, to server: HostilePushServer, ca: TestCA?
    ) throws -> (pushed: (code: Int32, out: String, err: String), names: [String]) {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = (0..<count).map { "Screen\($0).storyboard" }
        let storyboard = try PushCommandTests.fixture("old")
        for name in names { try CLITest.write(storyboard, to: "repo/\(name)", in: folder) }
        let pushed = try PushCommandTests.push(
            ["--server", server.url, "--project", "app", "--timeout", "20", "repo"], in: folder, token: Self.token,
            launcher: ca?.launcher ?? [])
        return (pushed, names)
    }

    /// An honest server gets the push whole, over http as over https: one PUT carrying the token and a tar archive
    /// of every storyboard (40 of them, more than one piece of libcurl's upload buffer), and push exits 0.
    @Test(arguments: schemes)
    func aPushReachesItsServerWholeWithItsToken(scheme: String) throws {
        let ca = try Self.tls(scheme)
        let server = try HostilePushServer(["record"], tls: ca)
        let (pushed, names) = try Self.pushScreens(40, to: server, ca: ca)
        #expect(pushed.code == 0, "\(pushed.out)\(pushed.err)")
        #expect(pushed.out.contains("pushed 40 files of repo to project 'app': revision 1"), "\(pushed.out)")
        _ = try server.process.waitForOutput(containing: "received ", onStandardOutput: true, within: 10)
        #expect(server.received.count == 1, "\(server.process.output)")
        let line = server.received.first ?? ""
        #expect(line.hasPrefix("received PUT /v1/projects/app/snapshot authorization=Bearer \(Self.token) "), "\(line)")
        let members = line.components(separatedBy: " members=").last?.split(separator: ",").map(String.init)
        #expect(Set(members ?? []) == Set(names), "\(line)")
    }

    /// A port past 65535 in --server is a usage error: were it cut to 16 bits, :(P + 65536) would reach the server
    /// on P, which must receive nothing.
    @Test func aServerPortPast65535IsAUsageErrorAndReachesNoOtherPort() throws {
        let server = try HostilePushServer(["record"])
        let pushed = try Self.push(to: "http://127.0.0.1:\(server.port + 65_536)", ca: nil)
        #expect(pushed.code == 64, "\(pushed.out)\(pushed.err)")
        #expect(
            pushed.err.hasPrefix(
                "navgraph push: --server's port must be from 1 to 65535, got \(server.port + 65_536)\n"),
            "\(pushed.err)")
        #expect(pushed.out.isEmpty, "\(pushed.out)")
        #expect(server.received.isEmpty, "\(server.process.output)")
    }

    /// A push ended by a signal while it waits for the answer (Ctrl-C, a cancelled CI job) leaves no archive in
    /// TMPDIR, and exits 128 + the signal's number, as a shell reports a command a signal ended.
    @Test(arguments: [SIGTERM, SIGINT])
    func aPushEndedByASignalLeavesNoArchive(signal: Int32) throws {
        let server = try HostilePushServer(["trickle", "1"])
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLITest.write(try PushCommandTests.fixture("old"), to: "repo/Main.storyboard", in: folder)
        let temporary = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let push = try ProcessRunner.start(
            try #require(CLITest.builtExecutable("navgraph")),
            ["push", "--server", server.url, "--project", "app", "--timeout", "600", "repo"],
            environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path, "TMPDIR": temporary.path],
            inheritEnvironment: false, in: folder)
        defer { push.stop() }
        // The whole archive reached the server: push waits for the answer, its archive still in TMPDIR.
        _ = try server.process.waitForOutput(containing: "received PUT ", onStandardOutput: true, within: 60)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).count == 1)
        push.kill(signal)
        let ended = try push.wait(timeout: 60)
        #expect(!ended.signalled && ended.status == 128 + signal, "status \(ended.status): \(ended.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        #expect(left.isEmpty, "\(left)")
    }

    /// A project name the server would refuse (it is a URL path segment) is a usage error naming it as typed, and
    /// nothing is sent: no request reaches the server.
    @Test(arguments: ["bad name", "a/b", "..", "-x", String(repeating: "a", count: 65)])
    func aProjectNameTheServerWouldRefuseIsAUsageErrorAndSendsNothing(name: String) throws {
        let server = try HostilePushServer(["record"])
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLITest.write(try PushCommandTests.fixture("old"), to: "repo/Main.storyboard", in: folder)
        let pushed = try PushCommandTests.push(
            ["--server", server.url, "--project", name, "repo"], in: folder, token: Self.token)
        #expect(pushed.code == 64, "\(pushed.out)\(pushed.err)")
        #expect(
            pushed.err.hasPrefix(
                "navgraph push: project name '\(name)' must match [A-Za-z0-9][A-Za-z0-9._-]{0,63}\n"), "\(pushed.err)")
        #expect(server.received.isEmpty, "\(server.process.output)")
    }

    /// A server that refuses a 2 MB upload as soon as its head is in (413, as NavGraph's own server does past its
    /// limit) and closes without reading the body is heard, over http as over https: push exits 65 with the
    /// problem's detail, not a connection reset.
    @Test(arguments: schemes)
    func aServerRefusingTheUploadAtItsHeadIsHeard(scheme: String) throws {
        let ca = try Self.tls(scheme)
        let server = try HostilePushServer(["refuse", "413"], tls: ca)
        let (pushed, _) = try Self.pushScreens(400, to: server, ca: ca)
        #expect(pushed.code == 65, "\(pushed.out)\(pushed.err)")
        #expect(pushed.err.contains("PUT snapshot answered 413: refused before the body"), "\(pushed.err)")
    }

    /// One byte a second never ends the head: `--timeout 2` is a deadline over the whole exchange, not a wait
    /// for each read, so push exits just after 2 s.
    @Test(arguments: schemes)
    func aTricklingServerCannotHoldPushPastItsTimeout(scheme: String) throws {
        let ca = try Self.tls(scheme)
        let hostile = try HostilePushServer(["trickle", "1"], tls: ca)
        let pushed = try Self.push(to: hostile.url, ca: ca, timeout: 2)
        #expect(pushed.code == 69, "\(pushed.out)\(pushed.err)")
        #expect(pushed.err.contains("no whole answer within 2 s (--timeout"), "\(pushed.err)")
        #expect(pushed.seconds >= 1.9 && pushed.seconds < 8, "took \(pushed.seconds) s")
    }

    static var hugeAnswers: [(String, String)] {
        schemes.flatMap { scheme in [(scheme, "huge"), (scheme, "unsized")] }
    }

    /// A 1.5 GiB answer, with its Content-Length (refused at the head) or without one (ended by the connection's
    /// close), is read to 8 MiB, no further: push exits 69 saying so, in little memory, over http and https.
    @Test(arguments: hugeAnswers)
    func aHugeAnswerIsCutAtItsLimit(scheme: String, mode: String) throws {
        let ca = try Self.tls(scheme)
        let hostile = try HostilePushServer([mode, String(3 << 29)], tls: ca)
        let pushed = try Self.push(to: hostile.url, ca: ca)
        #expect(pushed.code == 69, "\(pushed.out)\(pushed.err)")
        #expect(pushed.err.contains("the answer's body passed 8 MiB"), "\(pushed.err)")
        #expect(pushed.seconds < 15, "took \(pushed.seconds) s")
        if let peak = pushed.peakKiB { #expect(peak < 150_000, "peak resident size \(peak) KiB") }
    }

    /// A head that never ends is read to 64 KiB, no further.
    @Test(arguments: schemes)
    func anEndlessHeadIsCutAtItsLimit(scheme: String) throws {
        let ca = try Self.tls(scheme)
        let hostile = try HostilePushServer(["endless-head"], tls: ca)
        let pushed = try Self.push(to: hostile.url, ca: ca)
        #expect(pushed.code == 69, "\(pushed.out)\(pushed.err)")
        #expect(pushed.err.contains("the answer's head passed 64 KiB without ending"), "\(pushed.err)")
        #expect(pushed.seconds < 15, "took \(pushed.seconds) s")
        if let peak = pushed.peakKiB { #expect(peak < 150_000, "peak resident size \(peak) KiB") }
    }
}
