import Dispatch
import Foundation
import HTTPServer
import Synchronization
import Testing

@testable import NavGraphAPI

/// A thread's shelf of front answers (read without the cache's lock) never answers with an entry the
/// cache no longer holds: a write, an eviction or a replacement empties every shelf before it answers.
@Suite(.tags(.inProcess)) struct FrontShelfTests {
    private func kept(_ cache: ResponseCache, _ target: String) -> FrontAnswers? {
        var target = target
        return target.withUTF8 { cache.front(target: UnsafeRawBufferPointer($0)) }
    }

    private func answer(_ text: String, size: Int = 0) -> HTTPResponse {
        HTTPResponse(status: 200, headers: ["ETag": "\"\(text)\""], body: Data(text.utf8) + Data(count: size))
    }

    /// Runs `body` on another thread and waits for it.
    private func elsewhere<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        let result = Mutex<T?>(nil)
        Thread {
            let value = body()
            result.withLock { $0 = value }
            done.signal()
        }.start()
        done.wait()
        return result.withLock { $0! }
    }

    @Test func aWriteOnAnotherThreadEmptiesThisThreadsShelf() {
        let cache = ResponseCache(capacityBytes: 1 << 20)
        cache.retain(project: "p", revision: 1)
        cache.storeFront(answer("one"), project: "p", revision: 1, target: "/p/a", route: "/{p}/a")
        // The second read is served from this thread's shelf.
        #expect(kept(cache, "/p/a")?.tag == "\"one\"")
        #expect(kept(cache, "/p/a")?.tag == "\"one\"")
        elsewhere { cache.retain(project: "p", revision: 2) }
        #expect(kept(cache, "/p/a") == nil)
        cache.storeFront(answer("two"), project: "p", revision: 2, target: "/p/a", route: "/{p}/a")
        #expect(kept(cache, "/p/a")?.tag == "\"two\"")
    }

    @Test func anEvictedOrReplacedEntryIsNotServedFromAShelf() {
        let cache = ResponseCache(capacityBytes: 8_000)
        cache.retain(project: "p", revision: 1)
        cache.storeFront(answer("a", size: 600), project: "p", revision: 1, target: "/p/a", route: "/{p}/a")
        #expect(kept(cache, "/p/a") != nil)
        #expect(kept(cache, "/p/a") != nil)
        // Another thread fills the budget: the clock evicts the shelved entry.
        elsewhere {
            for index in 0..<20 {
                cache.storeFront(
                    answer("b\(index)", size: 600), project: "p", revision: 1, target: "/p/b\(index)", route: "/{p}/b")
            }
        }
        #expect(cache.bytes <= 8_000)
        #expect(kept(cache, "/p/a") == nil)
        // A newer answer for the same target replaces the shelved one.
        cache.storeFront(answer("c"), project: "p", revision: 1, target: "/p/c", route: "/{p}/c")
        #expect(kept(cache, "/p/c")?.tag == "\"c\"")
        elsewhere { cache.storeFront(answer("d"), project: "p", revision: 1, target: "/p/c", route: "/{p}/c") }
        #expect(kept(cache, "/p/c")?.tag == "\"d\"")
    }

    @Test func twoCachesOnOneThreadDoNotShareAShelf() {
        let first = ResponseCache(capacityBytes: 1 << 20)
        let second = ResponseCache(capacityBytes: 1 << 20)
        for cache in [first, second] { cache.retain(project: "p", revision: 1) }
        first.storeFront(answer("first"), project: "p", revision: 1, target: "/p/a", route: "/{p}/a")
        #expect(kept(first, "/p/a")?.tag == "\"first\"")
        #expect(kept(second, "/p/a") == nil)
    }

    @Test func aShelfHitCountsAsAReadForEviction() {
        let cache = ResponseCache(capacityBytes: 8_000)
        cache.retain(project: "p", revision: 1)
        cache.storeFront(answer("hot", size: 600), project: "p", revision: 1, target: "/p/hot", route: "/{p}/h")
        for index in 0..<30 {
            // The hot entry is read (from the shelf) between every store: the clock must spare it.
            #expect(kept(cache, "/p/hot") != nil, "evicted after \(index) stores")
            cache.storeFront(
                answer("cold\(index)", size: 600), project: "p", revision: 1, target: "/p/cold\(index)", route: "/{p}/c"
            )
        }
    }

    @Test func moreThreadsThanShelvesAreAllAnswered() {
        let cache = ResponseCache(capacityBytes: 1 << 20)
        cache.retain(project: "p", revision: 1)
        cache.storeFront(answer("one"), project: "p", revision: 1, target: "/p/a", route: "/{p}/a")
        let answered = Atomic<Int>(0)
        let threads = ResponseCache.shelfCount + 8
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<threads {
            Thread {
                var target = "/p/a"
                let tags = (0..<3).map { _ in
                    target.withUTF8 { cache.front(target: UnsafeRawBufferPointer($0))?.tag }
                }
                if tags.allSatisfy({ $0 == "\"one\"" }) { answered.add(1, ordering: .relaxed) }
                done.signal()
            }.start()
        }
        for _ in 0..<threads { done.wait() }
        #expect(answered.load(ordering: .relaxed) == threads)
    }
}
