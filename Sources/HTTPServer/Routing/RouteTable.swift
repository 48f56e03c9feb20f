import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The router's patterns as a trie of path segments, so a request is matched by walking its segments once
/// (comparing bytes against the few literals at each depth) instead of trying every pattern in turn.
///
/// Immutable once built; the router builds a new one on every `add`. A match made by one table is only
/// trusted by the same table (`RouteMatch.table`), so a request prepared by another router is matched again.
final class RouteTable: Sendable {
    /// One trie node: literal children, at most one parameter child, and the resource ending here.
    struct Node: Sendable {
        var literals: [(bytes: [UInt8], node: Int)] = []
        var parameter: Int?
        var resource: Int?
    }

    let nodes: [Node]
    #if DEBUG
    /// How many paths were matched; a test reads it to show one match per request.
    let matchCount = Atomic<Int>(0)
    #endif

    /// Builds the trie of `patterns`; the index of a pattern is the resource index a match returns.
    init(_ patterns: [RoutePattern]) {
        var nodes = [Node()]
        for (index, pattern) in patterns.enumerated() {
            var current = 0
            for segment in pattern.segments {
                switch segment {
                case .literal(let text):
                    let bytes = Array(text.utf8)
                    if let existing = nodes[current].literals.first(where: { $0.bytes == bytes }) {
                        current = existing.node
                    } else {
                        nodes.append(Node())
                        nodes[current].literals.append((bytes: bytes, node: nodes.count - 1))
                        current = nodes.count - 1
                    }
                case .parameter:
                    if let existing = nodes[current].parameter {
                        current = existing
                    } else {
                        nodes.append(Node())
                        nodes[current].parameter = nodes.count - 1
                        current = nodes.count - 1
                    }
                }
            }
            // The first pattern with these segments wins, as the router keeps one resource per pattern.
            if nodes[current].resource == nil { nodes[current].resource = index }
        }
        self.nodes = nodes
    }

    /// The resource matching `path` (still percent-encoded) and the byte ranges of its segments; a literal
    /// segment is preferred over a parameter at the first place two patterns differ (`/projects/new` before
    /// `/projects/{id}`), and a parameter never matches an empty segment.
    func match(_ path: String) -> (resource: Int, segments: [Range<Int>])? {
        #if DEBUG
        matchCount.add(1, ordering: .relaxed)
        #endif
        var path = path
        return path.withUTF8 { bytes -> (Int, [Range<Int>])? in
            guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")) else { return nil }
            var segments: [Range<Int>] = []
            segments.reserveCapacity(8)
            var start = slash + 1
            while true {
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: "/") { end += 1 }
                segments.append(start..<end)
                if end == bytes.count { break }
                start = end + 1
            }
            guard let resource = walk(0, depth: 0, segments, bytes) else { return nil }
            return (resource, segments)
        }
    }

    private func walk(_ index: Int, depth: Int, _ segments: [Range<Int>], _ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let node = nodes[index]
        if depth == segments.count { return node.resource }
        let range = segments[depth]
        for literal in node.literals where literal.bytes.count == range.count {
            let equal =
                range.isEmpty
                || literal.bytes.withUnsafeBufferPointer { literalBytes in
                    memcmp(literalBytes.baseAddress!, bytes.baseAddress! + range.lowerBound, range.count) == 0
                }
            if equal, let found = walk(literal.node, depth: depth + 1, segments, bytes) { return found }
        }
        if let parameter = node.parameter, !range.isEmpty {
            return walk(parameter, depth: depth + 1, segments, bytes)
        }
        return nil
    }
}

/// A route matched while scheduling a request, carried in the request to the router's answer so the path
/// is matched once.
struct RouteMatch: Sendable {
    /// The table that made the match; another router's table re-matches.
    let table: RouteTable
    /// The resource index, or `nil` when no pattern matched (a 404).
    let resource: Int?
    /// The byte ranges of the path's segments.
    let segments: [Range<Int>]
}
