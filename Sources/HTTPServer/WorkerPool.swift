import Dispatch
import Foundation
import Synchronization

/// A fixed set of threads that run `.offload` requests (handlers that may block on SQLite or CPU), so
/// event loops never wait on them.
final class WorkerPool: Sendable {
    private struct Queue {
        // Taken jobs are set to nil at once: a kept closure would keep its event loop alive.
        var jobs: [(@Sendable () -> Void)?] = []
        var head = 0
        var stopping = false
    }

    // The queue is shared by every submitter and worker, so it lives behind one lock; the semaphore
    // counts queued jobs (and stop tokens) so idle workers sleep.
    private let queue = Mutex(Queue())
    private let available = DispatchSemaphore(value: 0)
    private let finished = DispatchGroup()
    private let count: Int

    init(count: Int) {
        self.count = max(1, count)
        for index in 0..<self.count {
            finished.enter()
            let thread = Thread { [self] in
                // Named from inside: on Linux a name set before `start()` does not reach the thread.
                Thread.current.name = "http-worker-\(index)"
                self.work()
                self.finished.leave()
            }
            thread.start()
        }
    }

    /// Queues `job` for a worker.
    func submit(_ job: @escaping @Sendable () -> Void) {
        queue.withLock { $0.jobs.append(job) }
        available.signal()
    }

    /// Ends the threads once the jobs already queued have run; returns when they have ended, or at
    /// `deadline` at the latest with `false`: a job still running then (a handler stuck in a long search)
    /// must not keep the process from exiting at the end of its drain (SPEC section 7). Its thread ends
    /// when the job returns; its answer has nowhere to go, as the event loops have closed every connection.
    @discardableResult
    func stop(deadline: DispatchTime = .distantFuture) -> Bool {
        queue.withLock { $0.stopping = true }
        for _ in 0..<count { available.signal() }
        return finished.wait(timeout: deadline) == .success
    }

    /// Jobs queued that no worker has taken yet.
    var queuedCount: Int {
        queue.withLock { $0.jobs.count - $0.head }
    }

    private func work() {
        while true {
            available.wait()
            let job: (@Sendable () -> Void)? = queue.withLock { queue in
                guard queue.head < queue.jobs.count else { return nil }
                let job = queue.jobs[queue.head]
                queue.jobs[queue.head] = nil
                queue.head += 1
                if queue.head == queue.jobs.count {
                    queue.jobs.removeAll(keepingCapacity: true)
                    queue.head = 0
                } else if queue.head > 64 && queue.head * 2 > queue.jobs.count {
                    queue.jobs.removeFirst(queue.head)
                    queue.head = 0
                }
                return job
            }
            if let job {
                job()
                continue
            }
            if queue.withLock({ $0.stopping }) { return }
        }
    }
}
