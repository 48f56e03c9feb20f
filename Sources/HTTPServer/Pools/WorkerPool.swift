import Dispatch
import Foundation
import Synchronization

/// A fixed set of threads that run requests whose handlers may block (SQLite, CPU, a client's body), so
/// event loops never wait on them.
///
/// Jobs may carry a client key (the peer address): a pool with a `share` runs at most that many jobs of one
/// key at a time, and a job over its client's share waits while other clients' jobs go ahead, so slow
/// uploads from one client cannot take every thread (docs/http-api.md, "Limits").
final class WorkerPool: Sendable {
    private struct Job {
        var key: String?
        var ticket: JobTicket?
        var work: @Sendable () -> Void
    }

    private struct Queue {
        // FIFO; a job over its key's share is passed over, not reordered.
        var jobs: [Job] = []
        var running: [String: Int] = [:]
        var stopping = false
    }

    /// The queue is shared by every submitter and worker; the condition's lock guards it (and is the only
    /// lock taken), and idle workers sleep on the condition until a job they may run arrives.
    private let condition = NSCondition()
    private nonisolated(unsafe) var queue = Queue()
    private let finished = DispatchGroup()
    private let count: Int
    /// The most jobs of one key that run at once (`Int.max`: no cap).
    let share: Int
    /// The most jobs that may wait for a thread; beyond, `submit` refuses (`Int.max`: no bound).
    let queueLimit: Int

    init(count: Int, name: String = "http-worker", share: Int = .max, queueLimit: Int = .max) {
        self.count = max(1, count)
        self.share = max(1, share)
        self.queueLimit = max(0, queueLimit)
        for index in 0..<self.count {
            finished.enter()
            let thread = Thread { [self] in
                // Named from inside: on Linux a name set before `start()` does not reach the thread.
                Thread.current.name = "\(name)-\(index)"
                self.work()
                self.finished.leave()
            }
            thread.start()
        }
    }

    /// Queues `job` for a worker; `key` names its client for the per-client share, `ticket` lets the loop
    /// withdraw it while it waits. Returns `false` (and queues nothing) when `queueLimit` jobs already wait.
    @discardableResult
    func submit(key: String? = nil, ticket: JobTicket? = nil, _ job: @escaping @Sendable () -> Void) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard queue.jobs.count < queueLimit else { return false }
        queue.jobs.append(Job(key: key, ticket: ticket, work: job))
        condition.signal()
        return true
    }

    /// Ends the threads once the jobs already queued have run; returns when they have ended, or at
    /// `deadline` at the latest with `false`: a job still running then (a handler stuck in a long search)
    /// must not keep the process from exiting at the end of its drain (docs/http-api.md, "Limits"). Its thread ends
    /// when the job returns; its answer has nowhere to go, as the event loops have closed every connection.
    @discardableResult
    func stop(deadline: DispatchTime = .distantFuture) -> Bool {
        condition.lock()
        queue.stopping = true
        condition.broadcast()
        condition.unlock()
        return finished.wait(timeout: deadline) == .success
    }

    /// Jobs queued that no worker has taken yet.
    var queuedCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return queue.jobs.count
    }

    /// Jobs of `key` running now.
    func running(key: String) -> Int {
        condition.lock()
        defer { condition.unlock() }
        return queue.running[key] ?? 0
    }

    /// The first job a worker may run now: withdrawn ones are dropped, ones over their key's share skipped.
    /// Called with the lock held.
    private func takeRunnable() -> Job? {
        var index = 0
        while index < queue.jobs.count {
            let job = queue.jobs[index]
            if job.ticket?.isCancelled == true {
                queue.jobs.remove(at: index)
                continue
            }
            if let key = job.key, (queue.running[key] ?? 0) >= share {
                index += 1
                continue
            }
            if let ticket = job.ticket, !ticket.start() {
                queue.jobs.remove(at: index)
                continue
            }
            queue.jobs.remove(at: index)
            if let key = job.key { queue.running[key, default: 0] += 1 }
            return job
        }
        return nil
    }

    private func work() {
        condition.lock()
        while true {
            if let job = takeRunnable() {
                condition.unlock()
                job.work()
                condition.lock()
                if let key = job.key {
                    let left = (queue.running[key] ?? 1) - 1
                    queue.running[key] = left > 0 ? left : nil
                    // A job of this key that waited for its share may run now: this worker takes the first
                    // runnable job itself (below), and wakes one idle worker for any other. With nothing
                    // queued (the usual case) nobody is woken: a broadcast here woke every idle worker after
                    // every keyed job (about 20 context switches per storyboard PUT on an 8-thread pool).
                    if !queue.jobs.isEmpty { condition.signal() }
                }
                continue
            }
            if queue.stopping && queue.jobs.isEmpty { break }
            condition.wait()
        }
        condition.unlock()
    }
}
