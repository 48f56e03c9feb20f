import Dispatch
import Foundation
import HTTPServer
import Testing

/// Counts recorded on many threads at once (each into its own stripe) add up to one series per label set.
@Suite struct HTTPMetricsStripesTests {
    @Test func countsFromManyThreadsMergeIntoOneSeries() {
        let metrics = HTTPMetrics(buckets: [0.001, 0.01])
        // A route made afresh per thread: equal text in other storage must still be the same series.
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let route = String("/v1/projects/{project}/lookup".utf8.map { Character(UnicodeScalar($0)) })
            for index in 0..<500 {
                metrics.record(route: route, method: .get, status: 200, seconds: index.isMultiple(of: 2) ? 0.0005 : 0.5)
                metrics.record(
                    route: "/other", method: thread.isMultiple(of: 2) ? .get : .head, status: 404, seconds: 0)
            }
        }
        #expect(metrics.requestCount == 8000)
        let lines = metrics.render().split(separator: "\n").map(String.init)
        let route = "route=\"/v1/projects/{project}/lookup\""
        #expect(
            lines.filter { $0.hasPrefix("http_requests_total{\(route)") } == [
                "http_requests_total{\(route),method=\"GET\",status=\"200\"} 4000"
            ])
        #expect(lines.contains("http_requests_total{route=\"/other\",method=\"GET\",status=\"404\"} 2000"))
        #expect(lines.contains("http_requests_total{route=\"/other\",method=\"HEAD\",status=\"404\"} 2000"))
        #expect(lines.contains("http_request_duration_seconds_bucket{\(route),le=\"0.001\"} 2000"))
        #expect(lines.contains("http_request_duration_seconds_bucket{\(route),le=\"+Inf\"} 4000"))
        #expect(lines.contains("http_request_duration_seconds_count{route=\"/other\"} 4000"))
        #expect(lines.contains("http_request_duration_seconds_sum{route=\"/other\"} 0.0"))
    }

    @Test func renderKeepsSeriesSortedWhateverTheThread() {
        let metrics = HTTPMetrics(buckets: [1])
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            metrics.record(route: "/r\(3 - thread)", method: .get, status: 200 + thread, seconds: 0)
        }
        let counters = metrics.render().split(separator: "\n").filter { $0.hasPrefix("http_requests_total{") }
        #expect(
            counters == [
                "http_requests_total{route=\"/r0\",method=\"GET\",status=\"203\"} 1",
                "http_requests_total{route=\"/r1\",method=\"GET\",status=\"202\"} 1",
                "http_requests_total{route=\"/r2\",method=\"GET\",status=\"201\"} 1",
                "http_requests_total{route=\"/r3\",method=\"GET\",status=\"200\"} 1",
            ])
    }
}
