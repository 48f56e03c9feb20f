import Foundation
import HTTPServer
import Testing

@testable import NavGraphAPI

/// Front entries (answers kept under the raw request target) answer only at the project's live revision.
@Suite(.tags(.inProcess)) struct FrontResponseCacheTests {
    static let answer = HTTPResponse(status: 200, body: Data("x".utf8))

    private func kept(_ cache: ResponseCache, _ target: String) -> FrontAnswers? {
        var target = target
        return target.withUTF8 { cache.front(target: UnsafeRawBufferPointer($0)) }
    }

    @Test func aFrontEntryAnswersOnlyAtTheLiveRevision() {
        let cache = ResponseCache(capacityBytes: 1 << 20)
        cache.retain(project: "p", revision: 1)
        cache.storeFront(Self.answer, project: "p", revision: 1, target: "/p/t?a=1", route: "/{p}/t")
        #expect(kept(cache, "/p/t?a=1") != nil)
        #expect(kept(cache, "/p/t?a=2") == nil)
        #expect(kept(cache, "/p/t?a=") == nil)
        #expect(kept(cache, "/p/t?a=12") == nil)
        // Another project's write leaves the entry servable.
        cache.retain(project: "q", revision: 5)
        #expect(kept(cache, "/p/t?a=1") != nil)
        cache.retain(project: "p", revision: 2)
        #expect(kept(cache, "/p/t?a=1") == nil)
    }

    @Test func anAnswerFromAReplacedGraphIsNeverServed() {
        let cache = ResponseCache(capacityBytes: 1 << 20)
        cache.retain(project: "p", revision: 2)
        // Two refreshes reporting out of order: the newer revision stays live.
        cache.retain(project: "p", revision: 1)
        cache.storeFront(Self.answer, project: "p", revision: 1, target: "/t", route: "/t")
        #expect(kept(cache, "/t") == nil)
        cache.retain(project: "p", revision: nil)
        cache.storeFront(Self.answer, project: "p", revision: 1, target: "/t", route: "/t")
        #expect(kept(cache, "/t") == nil)
    }

    @Test func frontEntriesShareTheByteBudget() {
        let cache = ResponseCache(capacityBytes: 20_000)
        cache.retain(project: "p", revision: 1)
        for index in 0..<500 {
            cache.storeFront(
                HTTPResponse(status: 200, body: Data(count: 1_000)), project: "p", revision: 1, target: "/t?\(index)",
                route: "/t")
            #expect(cache.bytes <= 20_000)
        }
    }
}
