/// The parameters of the route that matched, still as sent (percent-encoded, not normalized): what a
/// front handler (`Router.FrontHandler`) reads to answer before any decoding is done.
public struct RouteRawParameters: Sendable {
    let pattern: RoutePattern
    let path: String
    let segments: [Range<Int>]

    /// The raw path segment bound to `name`, or `nil` when the pattern has no such parameter.
    public subscript(name: String) -> Substring? {
        for (segment, range) in zip(pattern.segments, segments) {
            if case .parameter(let parameter) = segment, parameter == name { return Router.substring(path, range) }
        }
        return nil
    }
}
