import Foundation
import HTTPServer
import Testing

@testable import NavGraphAPI

/// Front entries (answers kept under the raw request target) answer only at the project's live revision.
@Suite struct FrontResponseCacheTests {
    static let answer = HTTPResponse(status: 200, body: Data("x".utf8))

    @Test func aFrontEntryAnswersOnlyAtTheLiveRevision() {
        let cache = ResponseCache(capacityBytes: 1 << 20)
        cache.retain(project: "p", revision: 1)
        cache.storeFront(Self.answer, project: "p", revision: 1, target: "/t?a=1")
        #expect(cache.frontResponse(project: "p", target: "/t?a=1") != nil)
        #expect(cache.frontResponse(project: "p", target: "/t?a=2") == nil)
        #expect(cache.frontResponse(project: "q", target: "/t?a=1") == nil)
        cache.retain(project: "p", revision: 2)
        #expect(cache.frontResponse(project: "p", target: "/t?a=1") == nil)
    }

    @Test func anAnswerFromAReplacedGraphIsNeverServed() {
        let cache = ResponseCache(capacityBytes: 1 << 20)
        cache.retain(project: "p", revision: 2)
        // Two refreshes reporting out of order: the newer revision stays live.
        cache.retain(project: "p", revision: 1)
        cache.storeFront(Self.answer, project: "p", revision: 1, target: "/t")
        #expect(cache.frontResponse(project: "p", target: "/t") == nil)
        cache.retain(project: "p", revision: nil)
        cache.storeFront(Self.answer, project: "p", revision: 1, target: "/t")
        #expect(cache.frontResponse(project: "p", target: "/t") == nil)
    }

    @Test func frontEntriesShareTheByteBudget() {
        let cache = ResponseCache(capacityBytes: 20_000)
        cache.retain(project: "p", revision: 1)
        for index in 0..<500 {
            cache.storeFront(
                HTTPResponse(status: 200, body: Data(count: 1_000)), project: "p", revision: 1, target: "/t?\(index)")
            #expect(cache.bytes <= 20_000)
        }
    }
}
