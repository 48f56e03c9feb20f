import Foundation
import HTTPServer
import PostgresClient
import Storage
import StoryboardImport
import StoryboardModel
import Synchronization
import TestSupport
import Testing

@testable import NavGraphAPI

/// No database work on an event loop (issue 22): reads whose answer is not in memory run on other threads, so
/// cached lookups on the same event loop keep answering while the database is slow.
@Suite struct OffLoopReadTests {
    /// A real server on port 0 with one event loop (so a read blocking it would delay every other request)
    /// and a response cache too small to keep a large source.
    final class Server {
        let database: ScratchDatabase
        let directory: URL
        let service: NavGraphService
        let router: Router
        let server: HTTPServer
        let port: Int

        /// Starts on a database holding project `demo`: the example app's Main storyboard, and `Big`, the same
        /// with a 30 MB comment as its stored source (stored directly: the parse is not what is measured).
        init() throws {
            database = try ScratchDatabase.make("off-loop")
            directory = database.directory
            let store = try database.openStore()
            let main = try TestServer.fixture("examples/Main.storyboard")
            let storyboard = try StoryboardParser.parse(main, name: "Main")
            _ = try store.write { try $0.createProject(Project(name: "demo")) }
            _ = try store.putStoryboard(project: "demo", storyboard: storyboard, source: main)
            let declarationEnd = main.firstIndex(of: UInt8(ascii: "\n"))! + 1
            var big = Data(main[..<declarationEnd])
            big.append(Data("<!-- ".utf8))
            big.append(Data(repeating: UInt8(ascii: "x"), count: 30 << 20))
            big.append(Data(" -->\n".utf8))
            big.append(main[declarationEnd...])
            // Its model holds no scenes, so Main's classes stay unambiguous.
            let copy = Storyboard(name: "Big")
            _ = try store.putStoryboard(project: "demo", storyboard: copy, source: big)
            service = try NavGraphService(
                store: store, access: AccessPolicy(), metrics: HTTPMetrics(), version: "test",
                externalChangeInterval: nil, responseCacheBytes: 1 << 20)
            router = service.makeRouter()
            var configuration = HTTPServer.Configuration()
            configuration.port = 0
            configuration.accessLog = false
            configuration.eventLoopCount = 1
            server = HTTPServer(configuration: configuration, responder: router)
            port = try server.start()
        }

        func client(timeout: Double = 60) throws -> TestHTTPClient {
            try TestHTTPClient(port: port, timeout: timeout)
        }

        deinit {
            server.shutdown()
            database.remove()
        }

        /// Milliseconds of each of `count` cached lookups on one keep-alive connection, sorted.
        func lookupTimes(count: Int) throws -> [Double] {
            let client = try client(timeout: 30)
            var times: [Double] = []
            for _ in 0..<count {
                let start = ContinuousClock.now
                let response = try client.request("GET", "/v1/projects/demo/lookup?class=ProfileViewController")
                let elapsed = ContinuousClock.now - start
                #expect(response.status == 200)
                times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
            }
            return times.sorted()
        }
    }

    static func p99(_ sorted: [Double]) -> Double { sorted[min(sorted.count - 1, sorted.count * 99 / 100)] }

    @Test func readsThatNeedTheDatabaseLeaveTheEventLoop() throws {
        let server = try Server()
        func placement(_ target: String, _ headers: HTTPHeaders = HTTPHeaders()) -> HTTPExecution {
            server.router.execution(for: HTTPRequest(method: .get, target: target, headers: headers))
        }
        #expect(placement("/v1/projects/demo/lookup?class=ProfileViewController") == .inline)
        #expect(placement("/v1/projects/nowhere/lookup?class=ProfileViewController") == .heavy)
        #expect(placement("/v1/projects/nowhere") == .heavy)
        #expect(placement("/v1/projects/demo/revisions") == .offload)
        #expect(placement("/readyz") == .offload)
        #expect(placement("/v1/projects/demo/storyboards/Main") == .inline)
        let xml: HTTPHeaders = ["Accept": "application/xml"]
        #expect(placement("/v1/projects/demo/storyboards/Main", xml) == .heavy)
        // Once an answer holds the (small) source, reading it again needs no database.
        #expect(
            try server.client().request(
                "GET", "/v1/projects/demo/storyboards/Main", headers: ["Accept": "application/xml"]
            ).status == 200)
        #expect(placement("/v1/projects/demo/storyboards/Main", xml) == .inline)
        #expect(try server.client().request("GET", "/v1/projects/nowhere/lookup?class=X").status == 404)
    }

    /// Lookups on the one event loop are answered while a 30 MB source is being read: at least one lookup
    /// starts and ends inside one read (a server that read and sent the source as one blocking step would let
    /// none through; that the database read itself leaves the loop is `readsThatNeedTheDatabaseLeaveTheEventLoop`).
    /// How long lookups take is printed, not judged: latency belongs to benchmarks, and CI's cores are shared.
    @Test func cachedLookupsKeepAnsweringWhileALargeSourceIsRead() throws {
        let server = try Server()
        let quiet = try server.lookupTimes(count: 200)
        let stop = Atomic<Bool>(false)
        let readsStarted = Atomic<Int>(0)
        let readsFinished = Atomic<Int>(0)
        let reader = DispatchGroup()
        let port = server.port
        DispatchQueue.global().async(group: reader) {
            do {
                let client = try TestHTTPClient(port: port, timeout: 60)
                while !stop.load(ordering: .relaxed) {
                    readsStarted.add(1, ordering: .relaxed)
                    let response = try client.request(
                        "GET", "/v1/projects/demo/storyboards/Big", headers: ["Accept": "application/xml"])
                    readsFinished.add(1, ordering: .relaxed)
                    guard response.status == 200, response.body.count > 30 << 20 else {
                        Issue.record("the large source was answered \(response.status), \(response.body.count) bytes")
                        return
                    }
                }
            } catch {
                Issue.record("reading the large source failed: \(error)")
            }
        }
        #expect(eventually(within: 120) { readsFinished.load(ordering: .relaxed) >= 1 })
        let before = readsFinished.load(ordering: .relaxed)
        let client = try server.client(timeout: 30)
        var busy: [Double] = []
        var insideOneRead = 0
        // Lookups until at least two more sources were read while they ran.
        while readsFinished.load(ordering: .relaxed) < before + 2 || busy.count < 200 {
            let started = readsStarted.load(ordering: .relaxed)
            let finished = readsFinished.load(ordering: .relaxed)
            let start = ContinuousClock.now
            let response = try client.request("GET", "/v1/projects/demo/lookup?class=ProfileViewController")
            let elapsed = ContinuousClock.now - start
            #expect(response.status == 200)
            busy.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
            if started > finished, readsFinished.load(ordering: .relaxed) == finished { insideOneRead += 1 }
        }
        stop.store(true, ordering: .relaxed)
        reader.wait()
        busy.sort()
        print(
            "cached lookups, p50/p99/max ms: quiet \(quiet[quiet.count / 2]) / \(Self.p99(quiet)) / \(quiet.last!); "
                + "while \(readsFinished.load(ordering: .relaxed) - before) 30 MB sources were read: "
                + "\(busy[busy.count / 2]) / \(Self.p99(busy)) / \(busy.last!) over \(busy.count) lookups, "
                + "\(insideOneRead) of them inside one read")
        #expect(insideOneRead >= 1, "no lookup was answered while a large source was read")
    }

    @Test(
        .enabled(
            if: ScratchDatabase.isPostgres,
            "needs the PostgreSQL pass: bash scripts/with-postgres.sh, with NAVGRAPH_TEST_BACKEND=postgres"))
    func cachedLookupsKeepAnsweringWhilePostgreSQLIsSlow() throws {
        let server = try Server()
        _ = try server.lookupTimes(count: 20)
        // Another session locks the projects table: every read of the database waits until it lets go.
        let locker = try PostgresConnection(url: try server.database.postgresURL())
        defer { locker.close() }
        _ = try locker.execute("BEGIN")
        _ = try locker.execute("LOCK TABLE projects IN ACCESS EXCLUSIVE MODE")
        let answered = Atomic<Int>(0)
        let waiting = DispatchGroup()
        let port = server.port
        // Reads that need the database: a project this server holds no graph of, and the history.
        for target in ["/v1/projects/nowhere/lookup?class=X", "/v1/projects/demo/revisions", "/v1/projects/other"] {
            DispatchQueue.global().async(group: waiting) {
                do {
                    _ = try TestHTTPClient(port: port, timeout: 120).request("GET", target)
                    answered.add(1, ordering: .relaxed)
                } catch {
                    Issue.record("\(target) failed: \(error)")
                }
            }
        }
        let busy = try server.lookupTimes(count: 500)
        let stillWaiting = 3 - answered.load(ordering: .relaxed)
        _ = try locker.execute("ROLLBACK")
        waiting.wait()
        print(
            "cached lookups while PostgreSQL was locked (\(stillWaiting) database reads waiting), p50/p99/max ms: "
                + "\(busy[busy.count / 2]) / \(Self.p99(busy)) / \(busy.last!)")
        #expect(stillWaiting == 3)
        #expect(answered.load(ordering: .relaxed) == 3)
        #expect(busy.count == 500, "every lookup was answered while the database was locked")
    }
}
