import Synchronization

/// Request counts by route pattern, method and status, and a latency histogram per route, rendered in
/// the Prometheus text exposition format (version 0.0.4).
public final class HTTPMetrics: Sendable {
    /// Histogram upper bounds in seconds: fine below a millisecond, where cached answers live.
    public static let defaultBuckets: [Double] = [
        0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
    ]

    private struct Key: Hashable {
        var route: String
        var method: String
        var status: Int
    }

    private struct Histogram {
        var counts: [UInt64]
        var sum: Double = 0
        var count: UInt64 = 0

        mutating func add(bucket: Int, seconds: Double) {
            counts[bucket] += 1
            sum += seconds
            count += 1
        }
    }

    private struct State {
        var requests: [Key: UInt64] = [:]
        var latency: [String: Histogram] = [:]
    }

    /// The bucket bounds this instance uses.
    public let buckets: [Double]
    // Every event loop and worker records here; one lock keeps counters and histograms consistent.
    private let state = Mutex(State())

    /// Creates empty metrics with the given bucket bounds (ascending, seconds).
    public init(buckets: [Double] = HTTPMetrics.defaultBuckets) {
        self.buckets = buckets.sorted()
    }

    /// Counts one answered request.
    public func record(route: String, method: HTTPMethod, status: Int, seconds: Double) {
        let bucket = buckets.firstIndex { seconds <= $0 } ?? buckets.count
        let bucketCount = buckets.count
        state.withLock { state in
            state.requests[Key(route: route, method: method.rawValue, status: status), default: 0] += 1
            // Mutated in place through the dictionary so the bucket array is not copied per request.
            state.latency[route, default: Histogram(counts: Array(repeating: 0, count: bucketCount + 1))]
                .add(bucket: bucket, seconds: seconds)
        }
    }

    /// The total number of requests recorded.
    public var requestCount: UInt64 {
        state.withLock { $0.requests.values.reduce(0, +) }
    }

    /// The metrics in Prometheus text format, series sorted so output is stable.
    public func render() -> String {
        let (requests, latency) = state.withLock { ($0.requests, $0.latency) }
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
