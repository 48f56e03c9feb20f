import Foundation
import HTTPServer
import Testing

@testable import NavGraphAPI

/// The response cache holds at most its budget of bytes, keeps what is read, and forgets a project's
/// other revisions on a write (issue 8, point 2).
@Suite(.tags(.inProcess)) struct ResponseCacheTests {
    static func response(bytes: Int) -> HTTPResponse {
        HTTPResponse(status: 200, headers: ["Content-Type": "text/plain"], body: Data(count: bytes))
    }

    @Test func staysWithinItsByteBudget() {
        let cache = ResponseCache(capacityBytes: 20_000)
        for index in 0..<500 {
            cache.store(Self.response(bytes: 1_000), project: "p", revision: 1, key: "k\(index)")
            #expect(cache.bytes <= 20_000)
        }
        // Each entry costs its body plus key, headers and bookkeeping: 20,000 bytes hold more than 10 of
        // them and fewer than 20.
        #expect(cache.count > 10)
        #expect(cache.count < 20)
        #expect(cache.response(project: "p", revision: 1, key: "k499") != nil)
        #expect(cache.response(project: "p", revision: 1, key: "k0") == nil)
    }

    @Test func anEntryReadSinceTheHandPassedSurvivesEviction() {
        let cache = ResponseCache(capacityBytes: 20_000)
        cache.store(Self.response(bytes: 1_000), project: "p", revision: 1, key: "hot")
        for index in 0..<300 {
            #expect(cache.response(project: "p", revision: 1, key: "hot") != nil, "lost at \(index)")
            cache.store(Self.response(bytes: 1_000), project: "p", revision: 1, key: "cold\(index)")
        }
        #expect(cache.response(project: "p", revision: 1, key: "hot") != nil)
    }

    @Test func anAnswerLargerThanAnEighthOfTheBudgetIsNotKept() {
        let cache = ResponseCache(capacityBytes: 80_000)
        cache.store(Self.response(bytes: 100), project: "p", revision: 1, key: "small")
        cache.store(Self.response(bytes: 20_000), project: "p", revision: 1, key: "large")
        #expect(cache.response(project: "p", revision: 1, key: "large") == nil)
        #expect(cache.response(project: "p", revision: 1, key: "small") != nil)
    }

    @Test func aWriteDropsTheProjectsOtherRevisionsOnly() {
        let cache = ResponseCache(capacityBytes: 1 << 20)
        cache.store(Self.response(bytes: 1_000), project: "p", revision: 1, key: "graph")
        cache.store(Self.response(bytes: 1_000), project: "p", revision: 2, key: "graph")
        cache.store(Self.response(bytes: 1_000), project: "q", revision: 1, key: "graph")
        let before = cache.bytes
        cache.retain(project: "p", revision: 2)
        #expect(cache.response(project: "p", revision: 1, key: "graph") == nil)
        #expect(cache.response(project: "p", revision: 2, key: "graph") != nil)
        #expect(cache.response(project: "q", revision: 1, key: "graph") != nil)
        #expect(cache.bytes < before)
        cache.retain(project: "p", revision: nil)
        #expect(cache.response(project: "p", revision: 2, key: "graph") == nil)
        #expect(cache.count == 1)
    }

    @Test func aZeroBudgetKeepsNothing() {
        let cache = ResponseCache(capacityBytes: 0)
        cache.store(Self.response(bytes: 1), project: "p", revision: 1, key: "k")
        #expect(cache.count == 0)
        #expect(cache.bytes == 0)
    }
}
