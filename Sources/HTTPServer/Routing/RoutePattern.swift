/// A route pattern such as `/v1/projects/{project}/storyboards/{storyboard}`: literal segments and
/// named parameters, each a whole path segment.
struct RoutePattern: Sendable, Hashable {
    enum Segment: Sendable, Hashable {
        case literal(String)
        case parameter(String)
    }

    /// The pattern as written.
    let text: String
    let segments: [Segment]

    init(_ text: String) {
        self.text = text
        self.segments = text.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { part in
            if part.hasPrefix("{") && part.hasSuffix("}") && part.count > 2 {
                return .parameter(String(part.dropFirst().dropLast()))
            }
            return .literal(String(part))
        }
    }

    /// Whether the pattern matches the (still percent-encoded) path segments.
    func matches(_ path: [Substring]) -> Bool {
        guard path.count == segments.count else { return false }
        for (segment, part) in zip(segments, path) {
            switch segment {
            case .literal(let literal):
                // Bytes, not Characters: paths are ASCII on the wire and this runs for every request.
                if !part.utf8.elementsEqual(literal.utf8) { return false }
            case .parameter:
                if part.isEmpty { return false }
            }
        }
        return true
    }

    /// Orders patterns so that the most specific one matching a path is found first: at the first
    /// segment where two differ, a literal beats a parameter (`/projects/new` before `/projects/{id}`).
    static func isMoreSpecific(_ left: RoutePattern, than right: RoutePattern) -> Bool {
        for (a, b) in zip(left.segments, right.segments) {
            switch (a, b) {
            case (.literal, .parameter): return true
            case (.parameter, .literal): return false
            default: continue
            }
        }
        return false
    }

    /// The parameters of a matching path, percent-decoded; `nil` names the segment that did not decode.
    func parameters(of path: [Substring]) -> Result<[(String, String)], RouterError> {
        var values: [(String, String)] = []
        for (segment, part) in zip(segments, path) {
            guard case .parameter(let name) = segment else { continue }
            guard let decoded = PercentDecoding.decode(part) else {
                return .failure(.invalidPercentEncoding(segment: String(part)))
            }
            values.append((name, decoded))
        }
        return .success(values)
    }

    /// `parameters(of:)` for segments given as byte ranges of `path`; only parameter segments become text.
    func parameters(of ranges: [Range<Int>], in path: String) -> Result<[(String, String)], RouterError> {
        var values: [(String, String)] = []
        for (segment, range) in zip(segments, ranges) {
            guard case .parameter(let name) = segment else { continue }
            let part = Router.substring(path, range)
            guard let decoded = PercentDecoding.decode(part) else {
                return .failure(.invalidPercentEncoding(segment: String(part)))
            }
            values.append((name, decoded))
        }
        return .success(values)
    }
}
