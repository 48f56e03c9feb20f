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
        for item in accept.split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            let listed = parts.first?.lowercased() ?? ""
            guard listed == type || listed == family || listed == "*/*" else { continue }
            let weight = parts.dropFirst().first { $0.lowercased().hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) }
            if (weight ?? 1) > 0 { return true }
        }
        return false
    }

    /// Whether an `Accept` header prefers `candidate` over JSON (a simple reading: the first listed
    /// match among `candidate` and `application/json` wins; `q` weights are honoured when present, and a type
    /// of `q=0` is one the client refuses).
    static func accepts(_ accept: String?, _ candidate: String) -> Bool {
        guard let accept else { return false }
        var best: (quality: Double, isCandidate: Bool)?
        for item in accept.split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            let type = parts.first?.lowercased() ?? ""
            var quality = 1.0
            for parameter in parts.dropFirst() where parameter.lowercased().hasPrefix("q=") {
                quality = Double(parameter.dropFirst(2)) ?? 1.0
            }
            guard quality > 0 else { continue }
            let isCandidate = type == candidate || (candidate == "application/xml" && type == "text/xml")
            guard isCandidate || type == "application/json" else { continue }
            if let current = best, current.quality >= quality { continue }
            best = (quality, isCandidate)
        }
        return best?.isCandidate ?? false
    }
}
