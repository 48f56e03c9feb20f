/// Finds the names closest to a misspelt one, for "did you mean" hints.
enum NearMatch {
    /// Up to `limit` names of `candidates` at the smallest edit distance from `text` (case-insensitive)
    /// when that distance is small, sorted by name.
    static func closest(to text: String, in candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        let needle = Array(text.lowercased())
        // Roughly one typo per three characters, at least two; only the closest names are kept, since long
        // class names share long suffixes (`ViewController`) and would otherwise all look alike.
        let budget = max(2, needle.count / 3)
        var scored: [(distance: Int, name: String)] = []
        for candidate in candidates {
            let hay = Array(candidate.lowercased())
            guard abs(hay.count - needle.count) <= budget else { continue }
            let distance = editDistance(needle, hay)
            if distance <= budget { scored.append((distance, candidate)) }
        }
        scored.sort { ($0.distance, $0.name) < ($1.distance, $1.name) }
        guard let best = scored.first?.distance else { return [] }
        return scored.prefix { $0.distance == best }.prefix(limit).map(\.name)
    }

    /// "did you mean 'A', 'B'?" for the names closest to `text`, or `nil` when none is close.
    static func hint(for text: String, in candidates: some Sequence<String>) -> String? {
        let names = closest(to: text, in: candidates)
        guard !names.isEmpty else { return nil }
        return "did you mean " + names.map { "'\($0)'" }.joined(separator: ", ") + "?"
    }

    /// Edit distance where a swap of two neighbours counts as one edit (optimal string alignment), since
    /// swapped letters are the commonest typo in names.
    static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var beforePrevious = Array(repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = Array(repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                var best = min(previous[j - 1] + cost, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                current[j] = best
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[rhs.count]
    }
}
