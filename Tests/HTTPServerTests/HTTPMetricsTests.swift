import HTTPServer
import Testing

/// Prometheus text exposition of request counts and latency.
@Suite struct HTTPMetricsTests {
    @Test func histogramBucketsAreCumulative() {
        let metrics = HTTPMetrics(buckets: [0.001, 0.01])
        metrics.record(route: "/a", method: .get, status: 200, seconds: 0.0005)
        metrics.record(route: "/a", method: .get, status: 200, seconds: 0.005)
        metrics.record(route: "/a", method: .get, status: 500, seconds: 0.5)
        let lines = metrics.render().split(separator: "\n").map(String.init)
        #expect(lines.contains("http_request_duration_seconds_bucket{route=\"/a\",le=\"0.001\"} 1"))
        #expect(lines.contains("http_request_duration_seconds_bucket{route=\"/a\",le=\"0.01\"} 2"))
        #expect(lines.contains("http_request_duration_seconds_bucket{route=\"/a\",le=\"+Inf\"} 3"))
        #expect(lines.contains("http_requests_total{route=\"/a\",method=\"GET\",status=\"500\"} 1"))
        #expect(metrics.requestCount == 3)
    }

    @Test func labelValuesAreEscaped() {
        let metrics = HTTPMetrics()
        metrics.record(route: "/q\"uote\\", method: .post, status: 201, seconds: 0)
        #expect(metrics.render().contains("route=\"/q\\\"uote\\\\\""))
    }
}
