import Foundation
import HTTPServer
import Storage

extension HTTPRequest {
    /// The condition of a write's `If-Match` and `If-None-Match` (RFC 9110 sections 13.1.1 and 13.1.2; both
    /// must hold when both are sent), for the store to check inside the write; `400` for a field value that is
    /// not one.
    func ifMatch() throws(APIError) -> RevisionCondition? {
        let match = try EntityTag.condition(ifMatch: headers.combined("If-Match"))
        let noneMatch = try EntityTag.condition(ifNoneMatch: headers.combined("If-None-Match"))
        guard let noneMatch else { return match }
        return match.map { .all([$0, noneMatch]) } ?? noneMatch
    }

    /// `415` unless the body is declared JSON (RFC 9110 section 15.5.16).
    func requireJSON(also extra: [String] = []) throws(APIError) {
        let type = MediaType.essence(of: headers["Content-Type"])
        guard type == "application/json" || extra.contains(type) || type.hasSuffix("+json") else {
            throw APIError.unsupportedMediaType(
                "send the body as application/json (Content-Type was '\(headers["Content-Type"] ?? "")')")
        }
    }

    /// `415` for a body sent with a content coding (`Content-Encoding: gzip`) that the route would not undo, so
    /// compressed bytes are never parsed, or plain ones stored, as if the coding had been honoured (RFC 9110
    /// section 8.4.1); with `Accept-Encoding: identity`, the codings it takes (section 12.5.3).
    func requireNoContentCoding() throws(APIError) {
        guard let value = headers.combined("Content-Encoding") else { return }
        let codings = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard let coding = codings.first(where: { !$0.isEmpty && $0 != "identity" }) else { return }
        var problem = APIError.unsupportedMediaType(
            "Content-Encoding '\(coding)' is not taken here: send the body uncompressed (only PUT .../snapshot "
                + "takes gzip); nothing was changed")
        problem.headers["Accept-Encoding"] = "identity"
        throw problem
    }

    /// `400` when one of the query parameters `declared` is given more than once (`?revision=1&revision=3`):
    /// `query` keeps the first, other servers the last, so the request is refused rather than answered for the
    /// one the client may not have meant; or when its value's percent-encoding is broken (`?class=%C3`, `%ZZ`:
    /// RFC 3986 section 2.1), which `query` keeps as sent, so a search would run for text nobody meant. Other
    /// names may repeat or be broken: they are ignored anyway.
    func requireWellFormedQuery(of declared: [String]) throws(APIError) {
        let target = self.target.utf8
        // Most requests give one parameter at most, plainly: no '&' or '%', nothing to look at.
        guard !declared.isEmpty, let mark = target.firstIndex(of: UInt8(ascii: "?")),
            target[mark...].contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "%") })
        else { return }
        var seen: Set<String> = []
        for item in target[target.index(after: mark)...].split(separator: UInt8(ascii: "&")) {
            let parts = item.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            let sent = String(decoding: parts[0], as: UTF8.self)
            let name = PercentDecoding.decode(sent, plusAsSpace: true) ?? sent
            guard declared.contains(name) else { continue }
            guard seen.insert(name).inserted else {
                throw APIError.badRequest("the query parameter '\(name)' is given more than once; give it once")
            }
            if parts.count == 2, parts[1].contains(UInt8(ascii: "%")),
                PercentDecoding.decode(String(decoding: parts[1], as: UTF8.self), plusAsSpace: true) == nil
            {
                throw APIError.badRequest(
                    "the query parameter '\(name)' has an invalid percent-encoding (RFC 3986 section 2.1): "
                        + "'\(String(decoding: parts[1].prefix(64), as: UTF8.self))'; a % starts two hex digits, and "
                        + "the bytes they give are UTF-8")
            }
        }
    }

    /// The non-empty value of the query parameter `name`; `400` when it is missing or empty.
    func requiredQuery(_ name: String) throws(APIError) -> String {
        guard let value = query[name], !value.isEmpty else {
            throw APIError.badRequest("the query parameter '\(name)' is required")
        }
        return value
    }
}
