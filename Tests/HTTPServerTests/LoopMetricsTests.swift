import Foundation
import Synchronization
import Testing

@testable import HTTPServer

/// An event loop counts its front's answers in its own lock-free counters (`LoopMetrics`); what a scrape
/// shows is the same as if every request had been recorded in the stripes.
@Suite struct LoopMetricsTests {
    @Test func loopCountsAndStripeCountsRenderAsOneSeries() {
        let metrics = HTTPMetrics(buckets: [0.001, 0.01])
        let loop = metrics.loopMetrics()
        for _ in 0..<3 { #expect(loop.add(route: "/r", method: .get, status: 200, seconds: 0.0005)) }
        #expect(loop.add(route: "/r", method: .get, status: 200, seconds: 0.5))
        #expect(loop.add(route: "/r", method: .head, status: 304, seconds: 0.002))
        metrics.record(route: "/r", method: .get, status: 200, seconds: 0.005)
        let lines = metrics.render().split(separator: "\n").map(String.init)
        #expect(lines.contains("http_requests_total{route=\"/r\",method=\"GET\",status=\"200\"} 5"), "\(lines)")
        #expect(lines.contains("http_requests_total{route=\"/r\",method=\"HEAD\",status=\"304\"} 1"), "\(lines)")
        #expect(lines.filter { $0.hasPrefix("http_requests_total{") }.count == 2)
        #expect(lines.contains("http_request_duration_seconds_bucket{route=\"/r\",le=\"0.001\"} 3"), "\(lines)")
        #expect(lines.contains("http_request_duration_seconds_bucket{route=\"/r\",le=\"0.01\"} 5"), "\(lines)")
        #expect(lines.contains("http_request_duration_seconds_bucket{route=\"/r\",le=\"+Inf\"} 6"), "\(lines)")
        #expect(lines.contains("http_request_duration_seconds_count{route=\"/r\"} 6"), "\(lines)")
        let sum = lines.first { $0.hasPrefix("http_request_duration_seconds_sum{route=\"/r\"} ") }
        #expect(sum.flatMap { Double($0.split(separator: " ")[1]) }.map { abs($0 - 0.5085) < 1e-9 } == true)
        #expect(metrics.requestCount == 6)
    }

    @Test func aLoopWithEverySeriesTakenRefusesANewOne() {
        let metrics = HTTPMetrics(buckets: [1])
        let loop = metrics.loopMetrics()
        for status in 0..<LoopMetrics.capacity {
            #expect(loop.add(route: "/r", method: .get, status: 200 + status, seconds: 0))
        }
        #expect(!loop.add(route: "/r", method: .get, status: 199, seconds: 0))
        // A series it has is still counted.
        #expect(loop.add(route: "/r", method: .get, status: 200, seconds: 0))
        #expect(metrics.requestCount == UInt64(LoopMetrics.capacity) + 1)
    }

    /// Scraped while the loop's thread counts, every series' count is its histogram's: `+Inf` and `_count`
    /// always agree with `http_requests_total`, and nothing counted is lost.
    @Test func aScrapeDuringCountingIsConsistent() {
        let metrics = HTTPMetrics(buckets: [0.001])
        let loop = metrics.loopMetrics()
        let done = Atomic<Bool>(false)
        let total = 20_000
        let writer = Thread {
            for index in 0..<total {
                _ = loop.add(route: "/r", method: .get, status: 200, seconds: index.isMultiple(of: 2) ? 0 : 1)
            }
            done.store(true, ordering: .releasing)
        }
        writer.start()
        var scrapes = 0
        while !done.load(ordering: .acquiring) || scrapes == 0 {
            let lines = metrics.render().split(separator: "\n").map(String.init)
            func value(_ prefix: String) -> String? {
                lines.first { $0.hasPrefix(prefix) }.map { String($0.split(separator: " ")[1]) }
            }
            let count = value("http_requests_total{route=\"/r\",method=\"GET\",status=\"200\"}")
            #expect(count == value("http_request_duration_seconds_bucket{route=\"/r\",le=\"+Inf\"}"))
            #expect(count == value("http_request_duration_seconds_count{route=\"/r\"}"))
            scrapes += 1
        }
        #expect(metrics.requestCount == UInt64(total))
        #expect(metrics.render().contains("http_request_duration_seconds_bucket{route=\"/r\",le=\"0.001\"} 10000"))
    }

    /// Through the server: a front answering more series than one loop counts still counts every request.
    @Test func frontAnswersBeyondALoopsSeriesAreCountedInTheStripes() throws {
        let metrics = HTTPMetrics()
        var router = Router(metrics: metrics)
        router.add(.get, "/n/{index}") { _, _ in .text("handler") }
        let series = LoopMetrics.capacity + 8
        // Each answer counted under a route of its own: one series each.
        let answers = (0..<series).map { index in
            CachedAnswer(HTTPResponse(status: 200, body: Data("n\(index)".utf8)), route: "/loop-metrics/\(index)")
        }
        router.front = { request in
            let target = String(decoding: request.target, as: UTF8.self)
            return Int(target.dropFirst(3)).flatMap { $0 < answers.count ? answers[$0] : nil }
        }
        // One event loop, so every answer is counted by the same loop's counters.
        let server = try RouterServer(router) { $0.eventLoopCount = 1 }
        defer { server.stop() }
        let client = try server.client()
        for round in 0..<2 {
            for index in 0..<series {
                try client.send("GET /n/\(index) HTTP/1.1\r\nHost: t\r\n\r\n")
                let response = try client.readResponse()
                #expect(response.status == 200, "round \(round)")
                #expect(response.text == "n\(index)", "round \(round)")
            }
        }
        let text = metrics.render()
        for index in 0..<series {
            let route = "route=\"/loop-metrics/\(index)\""
            #expect(text.contains("http_requests_total{\(route),method=\"GET\",status=\"200\"} 2"), "\(route)")
            #expect(text.contains("http_request_duration_seconds_count{\(route)} 2"), "\(route)")
        }
        #expect(metrics.requestCount == UInt64(2 * series))
    }
}
