/// The stage before routing that answers a repeated read from its raw head (a cache of whole answers kept
/// under the bytes of the request target): what a responder offers the server (`HTTPResponder.frontStage`).
///
/// The server asks it only for well-formed bodyless heads (see `RawRequest`), on the event loop thread, so
/// `answer` must be fast and never block; `nil` sends the request the usual way. Its answer must be the one
/// the full path would give: the checks it makes (access, `If-None-Match`) are the full path's own
/// functions, written once against `RequestHead`. The server counts each answer once, in `metrics`, under
/// the labels the full path counts with (`HTTPMetrics.count`).
public struct FrontStage: Sendable {
    /// Answers a raw head, or `nil`.
    public typealias Answer = @Sendable (RawRequest) -> CachedAnswer?

    let answer: Answer
    /// Where the server counts the stage's answers; `nil`: they are not counted.
    let metrics: HTTPMetrics?

    /// A stage answering with `answer`, counted in `metrics`.
    public init(metrics: HTTPMetrics?, answer: @escaping Answer) {
        self.metrics = metrics
        self.answer = answer
    }

    /// The answer to `request` and counts it in `metrics`, as an event loop does (without its own counters):
    /// for servers without a loop (`InProcessAnswer`).
    func answerCounted(_ request: RawRequest) -> CachedAnswer? {
        let started = MonotonicClock.now()
        guard let found = answer(request) else { return nil }
        metrics?.count(request, route: found.route, status: found.status, since: started)
        return found
    }
}
