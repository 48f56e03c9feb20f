import Foundation

/// Media type helpers (RFC 9110 section 8.3.1).
enum MediaType {
    /// `type/subtype` lowercased, without parameters; empty when absent.
    static func essence(of header: String?) -> String {
        guard let header else { return "" }
        let head = header.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        return head.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// Whether an `Accept` header admits `type` at all: it, its `type/*` or `*/*` listed with a weight above 0.
    static func admits(_ accept: String?, _ type: String) -> Bool {
        guard let accept else { return true }
        let family = (type.split(separator: "/").first.map(String.init) ?? "") + "/*"
        return ranges(of: accept).contains { range in
            (range.type == type || range.type == family || range.type == "*/*") && range.weight > 0
        }
    }

    /// Whether an `Accept` header prefers `candidate` over JSON (a simple reading: the first listed
    /// match among `candidate` and `application/json` wins; `q` weights are honoured when present, and a type
    /// of `q=0` is one the client refuses).
    static func accepts(_ accept: String?, _ candidate: String) -> Bool {
        guard let accept else { return false }
        var best: (weight: Double, isCandidate: Bool)?
        for range in ranges(of: accept) where range.weight > 0 {
            let isCandidate = range.type == candidate || (candidate == "application/xml" && range.type == "text/xml")
            guard isCandidate || range.type == "application/json" else { continue }
            if let current = best, current.weight >= range.weight { continue }
            best = (range.weight, isCandidate)
        }
        return best?.isCandidate ?? false
    }

    /// The media ranges of an `Accept` value in order, each lowercased with its weight: the item's `q`
    /// parameter (the first when a client sent several), 1 when absent or unreadable.
    private static func ranges(of accept: String) -> [(type: String, weight: Double)] {
        accept.split(separator: ",").map { item in
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            let weight = parts.dropFirst().first { $0.lowercased().hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) }
            return (parts.first?.lowercased() ?? "", weight ?? 1)
        }
    }
}
