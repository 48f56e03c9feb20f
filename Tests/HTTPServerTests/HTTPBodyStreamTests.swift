import Foundation
import Synchronization
import Testing

@testable import HTTPServer

/// The bounded buffer between the event loop and a streaming handler, on its own.
@Suite struct HTTPBodyStreamTests {
    private func push(_ stream: HTTPBodyStream, _ text: String) -> Bool {
        Array(text.utf8).withUnsafeBytes { stream.push($0) }
    }

    @Test func aFullBufferPausesTheProducerUntilHalfIsRead() throws {
        let resumes = Mutex(0)
        let stream = HTTPBodyStream(expectedLength: nil, capacity: 8) { resumes.withLock { $0 += 1 } }
        #expect(push(stream, "abc"))
        #expect(push(stream, "def"))
        #expect(!push(stream, "gh"))
        #expect(try stream.read() == Data("abc".utf8))
        // 5 bytes still buffered: more than half of 8, so the producer stays paused.
        #expect(resumes.withLock { $0 } == 0)
        #expect(try stream.read() == Data("def".utf8))
        #expect(resumes.withLock { $0 } == 1)
        stream.finish()
        #expect(try stream.read() == Data("gh".utf8))
        #expect(try stream.read() == nil)
        #expect(resumes.withLock { $0 } == 1)
    }

    @Test func aFailureReachesAReaderThatIsWaiting() throws {
        let stream = HTTPBodyStream(expectedLength: 10, capacity: 1024) {}
        let outcome = Mutex<HTTPBodyStreamError?>(nil)
        let done = DispatchSemaphore(value: 0)
        let reader = Thread {
            do throws(HTTPBodyStreamError) {
                while try stream.read() != nil {}
            } catch {
                outcome.withLock { $0 = error }
            }
            done.signal()
        }
        reader.start()
        #expect(push(stream, "abc"))
        stream.fail(.disconnected)
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(outcome.withLock { $0 } == .disconnected)
        #expect(stream.expectedLength == 10)
    }

    @Test func aStreamOverWholeDataReadsItBack() throws {
        let body = Data("the whole body".utf8)
        #expect(try HTTPBodyStream(body).readAll() == body)
        #expect(try HTTPBodyStream(Data()).read() == nil)
    }

    @Test func bytesAfterTheHandlerReturnedAreDropped() throws {
        let stream = HTTPBodyStream(expectedLength: nil, capacity: 4) {}
        stream.abandon()
        #expect(push(stream, "abcdef"))
        stream.finish()
        #expect(try stream.read() == nil)
    }
}
