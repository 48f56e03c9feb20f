import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Request counts by route pattern, method and status, and a latency histogram per route, rendered in
/// the Prometheus text exposition format (version 0.0.4).
///
/// Counting is striped by thread: each thread records into the stripe its thread id picks, so event
/// loops and workers do not meet on one lock per request; `render` merges the stripes. An event loop counts
/// its front's answers (cached reads) in its own `LoopMetrics` instead, without a lock (`loopMetrics()`).
public final class HTTPMetrics: Sendable {
    /// Histogram upper bounds in seconds: fine below a millisecond, where cached answers live.
    public static let defaultBuckets: [Double] = [
        0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
    ]

    /// The number of stripes: more than the threads of a usual server, so most threads have their own.
    static let stripeCount = 16

    /// The bucket bounds this instance uses.
    public let buckets: [Double]
    // Threads whose ids pick the same stripe share its lock; a scrape takes each stripe's lock in turn.
    private let stripes: [Stripe]
    /// The event loops' own counters, merged by `render` like stripes (kept after their loops end: the
    /// counts are totals).
    private let loops = Mutex<[LoopMetrics]>([])

    /// Creates empty metrics with the given bucket bounds (ascending, seconds).
    public init(buckets: [Double] = HTTPMetrics.defaultBuckets) {
        self.buckets = buckets.sorted()
        stripes = (0..<Self.stripeCount).map { _ in Stripe() }
    }

    /// Counts one answered request.
    public func record(route: String, method: HTTPMethod, status: Int, seconds: Double) {
        var bucket = 0
        while bucket < buckets.count, !(seconds <= buckets[bucket]) { bucket += 1 }
        let bucketCount = buckets.count
        stripes[Self.stripeIndex()].state.withLock { stripe in
            stripe.add(route: route, method: method, status: status, bucket: bucket, of: bucketCount, seconds: seconds)
        }
    }

    /// Counts one answered request: the one place every path (the router's full path, a front stage's
    /// answer on an event loop or in process) turns a request into a series, labelled by the route pattern
    /// that answered, the head's method and the status, timed from `started` (monotonic nanoseconds).
    /// `loop`: the calling event loop's own counters, tried first (no lock); the stripes take the rest.
    @inline(__always)
    func count(
        _ head: some RequestHead, route: String, status: Int, since started: UInt64, on loop: LoopMetrics? = nil
    ) {
        let seconds = Double(MonotonicClock.now() &- started) / 1e9
        if loop?.add(route: route, method: head.method, status: status, seconds: seconds) != true {
            record(route: route, method: head.method, status: status, seconds: seconds)
        }
    }

    /// New counters for one event loop's front answers, merged into everything this instance reports.
    func loopMetrics() -> LoopMetrics {
        let counters = LoopMetrics(buckets: buckets)
        loops.withLock { $0.append(counters) }
        return counters
    }

    /// The stripe of the calling thread: its `ThreadIdentity` mixed.
    private static func stripeIndex() -> Int {
        let id = UInt64(ThreadIdentity.current)
        return Int(truncatingIfNeeded: (id &* 0x9E37_79B9_7F4A_7C15) >> 60) % stripeCount
    }

    /// The total number of requests recorded.
    public var requestCount: UInt64 {
        let striped = stripes.reduce(0) { total, stripe in total + stripe.state.withLock { $0.requestCount } }
        return loops.withLock { $0 }.reduce(striped) { total, loop in loop.snapshot().reduce(total) { $0 + $1.count } }
    }

    /// One stripe's counters behind its own lock.
    private final class Stripe: Sendable {
        let state = Mutex(MetricsStripe())
    }

    /// One counter series as rendered: route, method token and status.
    private struct Key: Hashable {
        var route: String
        var method: String
        var status: Int
    }

    /// The metrics in Prometheus text format, series sorted so output is stable.
    public func render() -> String {
        var requests: [Key: UInt64] = [:]
        var latency: [String: MetricsStripe.Histogram] = [:]
        func merge(_ histogram: MetricsStripe.Histogram, of route: String) {
            if var merged = latency[route] {
                merged.merge(histogram)
                latency[route] = merged
            } else {
                latency[route] = histogram
            }
        }
        for loop in loops.withLock({ $0 }) {
            for series in loop.snapshot() {
                requests[
                    Key(route: series.key.route, method: series.key.method.rawValue, status: series.key.status),
                    default: 0] +=
                    series.count
                merge(series.histogram, of: series.key.route)
            }
        }
        for stripe in stripes {
            stripe.state.withLock { stripe in
                for series in stripe.series {
                    requests[
                        Key(route: series.route, method: series.method.rawValue, status: series.status), default: 0] +=
                        series.count
                }
                for entry in stripe.latency { merge(entry.histogram, of: entry.route) }
            }
        }
        var lines: [String] = []
        lines.append("# HELP http_requests_total Requests answered, by route pattern, method and status.")
        lines.append("# TYPE http_requests_total counter")
        let keys = requests.keys.sorted { ($0.route, $0.method, $0.status) < ($1.route, $1.method, $1.status) }
        for key in keys {
            let labels =
                "route=\"\(Self.escape(key.route))\",method=\"\(Self.escape(key.method))\",status=\"\(key.status)\""
            lines.append("http_requests_total{\(labels)} \(requests[key] ?? 0)")
        }
        lines.append("# HELP http_request_duration_seconds Time to answer a request, by route pattern.")
        lines.append("# TYPE http_request_duration_seconds histogram")
        for route in latency.keys.sorted() {
            guard let histogram = latency[route] else { continue }
            let label = "route=\"\(Self.escape(route))\""
            var cumulative: UInt64 = 0
            for (index, bound) in buckets.enumerated() {
                cumulative += histogram.counts[index]
                lines.append("http_request_duration_seconds_bucket{\(label),le=\"\(bound)\"} \(cumulative)")
            }
            lines.append("http_request_duration_seconds_bucket{\(label),le=\"+Inf\"} \(histogram.count)")
            lines.append("http_request_duration_seconds_sum{\(label)} \(histogram.sum)")
            lines.append("http_request_duration_seconds_count{\(label)} \(histogram.count)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Label values escape backslash, double quote and line feed.
    private static func escape(_ value: String) -> String {
        var escaped = ""
        for character in value {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
