/// The counters one stripe of `HTTPMetrics` holds, as short arrays searched from the last hit: a thread
/// answering the same route again finds its series at once, comparing the route pattern (the same String
/// storage each time) without hashing it.
struct MetricsStripe {
    /// A latency histogram: counts per bucket (the last is `+Inf`), their sum and count.
    struct Histogram {
        var counts: [UInt64]
        var sum: Double = 0
        var count: UInt64 = 0

        mutating func add(bucket: Int, seconds: Double) {
            counts[bucket] += 1
            sum += seconds
            count += 1
        }

        mutating func merge(_ other: Histogram) {
            for index in counts.indices { counts[index] += other.counts[index] }
            sum += other.sum
            count += other.count
        }
    }

    /// Requests of one route, method and status.
    struct Series {
        var route: String
        var method: HTTPMethod
        var status: Int
        var count: UInt64
    }

    /// The histogram of one route.
    struct Latency {
        var route: String
        var histogram: Histogram
    }

    private(set) var series: [Series] = []
    private(set) var latency: [Latency] = []
    private var lastSeries = 0
    private var lastLatency = 0

    /// The requests counted here.
    var requestCount: UInt64 { series.reduce(0) { $0 + $1.count } }

    /// Counts one request of `route` in histogram bucket `bucket` of `bucketCount + 1`.
    mutating func add(route: String, method: HTTPMethod, status: Int, bucket: Int, of bucketCount: Int, seconds: Double)
    {
        let seriesIndex = findSeries(route: route, method: method, status: status)
        if let seriesIndex {
            series[seriesIndex].count += 1
            lastSeries = seriesIndex
        } else {
            lastSeries = series.count
            series.append(Series(route: route, method: method, status: status, count: 1))
        }
        let latencyIndex: Int
        if lastLatency < latency.count, latency[lastLatency].route == route {
            latencyIndex = lastLatency
        } else if let found = latency.firstIndex(where: { $0.route == route }) {
            latencyIndex = found
        } else {
            latencyIndex = latency.count
            latency.append(
                Latency(route: route, histogram: Histogram(counts: Array(repeating: 0, count: bucketCount + 1))))
        }
        lastLatency = latencyIndex
        latency[latencyIndex].histogram.add(bucket: bucket, seconds: seconds)
    }

    private func findSeries(route: String, method: HTTPMethod, status: Int) -> Int? {
        func matches(_ candidate: Series) -> Bool {
            candidate.status == status && candidate.method == method && candidate.route == route
        }
        if lastSeries < series.count, matches(series[lastSeries]) { return lastSeries }
        return series.firstIndex(where: matches)
    }
}
