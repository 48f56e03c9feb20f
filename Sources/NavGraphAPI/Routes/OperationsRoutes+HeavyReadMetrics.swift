import GraphvizRender
import StoryboardModel

extension OperationsRoutes {
    /// Prometheus lines for the heavy reads: the old-revision graph cache and the Graphviz layouts.
    func heavyReadMetrics() -> String {
        let usage = revisions.usage
        let lines: [(String, String, String, Int)] = [
            (
                "navgraph_revision_cache_bytes", "gauge",
                "Estimated bytes of the old-revision graphs kept (scenes and segues, see README)", usage.bytes
            ),
            (
                "navgraph_revision_cache_limit_bytes", "gauge", "The old-revision graph cache's budget in bytes",
                revisions.capacityBytes
            ),
            ("navgraph_revision_cache_graphs", "gauge", "Old-revision graphs kept", usage.graphs),
            (
                "navgraph_revision_cache_evictions_total", "counter",
                "Old-revision graphs dropped to keep the cache within its bounds", usage.evictions
            ),
            ("navgraph_graphviz_layouts_total", "counter", "Graphviz layouts started (dot runs)", renders.runs),
            (
                "navgraph_graphviz_remembered_failures", "gauge",
                "Drawings whose failure is remembered and answered without running dot", renders.rememberedFailures
            ),
        ]
        var text = ""
        for (name, type, help, value) in lines {
            text += "# HELP \(name) \(help).\n# TYPE \(name) \(type)\n\(name) \(value)\n"
        }
        let cancelled = "navgraph_heavy_reads_cancelled_total"
        text +=
            "# HELP \(cancelled) Heavy reads (diffs, old revisions, drawings) stopped before their answer, "
            + "by reason: the client left, or the run deadline passed.\n# TYPE \(cancelled) counter\n"
        for reason in CancellationFlag.Reason.allCases {
            text += "\(cancelled){reason=\"\(reason.label)\"} \(heavyWork.cancelled(reason))\n"
        }
        return text
    }
}
