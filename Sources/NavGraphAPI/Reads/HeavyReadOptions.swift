import Foundation

/// Limits of the reads that take seconds: Graphviz drawings, old revisions and diffs (docs/http-api.md, "Limits").
public struct HeavyReadOptions: Sendable {
    /// Seconds one heavy read may run (once a thread took it) before it is stopped and answered `503` with
    /// `Retry-After`; its work also stops as soon as its client closes the connection. 0: no deadline.
    public var runDeadline: Double = 60
    /// The `dot` executable; `nil` looks for `dot` on `PATH` at each drawing.
    public var dot: URL?
    /// Seconds one layout may run before `dot` is stopped (the drawing then fails, and is remembered).
    public var renderTimeout: Double = 20
    /// The most layouts run at once.
    public var renderConcurrency: Int = 1
    /// Seconds a drawing may wait for a layout slot before `503` with `Retry-After`.
    public var renderQueueWait: Double = 30
    /// Seconds a failed drawing (timed out, `dot` failed) is remembered and answered without running `dot`.
    public var renderFailureMemory: Double = 60
    /// The most old-revision graphs kept.
    public var revisionCacheGraphs: Int = 4
    /// The most estimated bytes the kept old-revision graphs may take (see `RevisionGraphs.estimatedBytes`).
    public var revisionCacheBytes: Int = 64 << 20

    /// The defaults.
    public init() {}
}
