import Foundation
import HTTPServer
import Storage

/// Strong entity tags computed from representation bytes, and `If-None-Match` matching
/// (RFC 9110 sections 8.8.3 and 13.1.2).
///
/// Things a client writes (projects, storyboards, and a storyboard's scenes and segues) carry a tag made from
/// their revision instead, `"r<revision>"` (the storyboard's XML source `"r<revision>.xml"`), so that the tag
/// of a read or of a write's answer can be sent back in `If-Match` (section 13.1.1).
enum EntityTag {
    /// The strong tag of revision `revision`: `"r7"`, or `"r7.xml"` for a storyboard's XML source.
    static func revision(_ revision: Int, xml: Bool = false) -> String {
        "\"r\(revision)\(xml ? ".xml" : "")\""
    }

    /// The condition an `If-Match` field value sets on the stored revision; `nil` without the field.
    ///
    /// RFC 9110 section 13.1.1: `*` matches any current representation; otherwise the strong comparison
    /// (section 8.8.3.2): a weak tag (`W/"..."`) or a tag not made by `revision(_:xml:)` matches nothing.
    /// A field value that is neither `*` nor a list of entity tags (section 8.8.3) is the client's error:
    /// `400`, never a silent `412`. An empty list (no elements, or only empty ones, section 5.6.1, as `curl
    /// -H 'If-Match;'` sends it) names no condition.
    static func condition(ifMatch header: String?) throws(APIError) -> RevisionCondition? {
        guard let (any, revisions) = try revisions(in: header, field: "If-Match", weak: false) else { return nil }
        return any ? .exists : .revision(in: revisions)
    }

    /// `error` (a write's `412`) explained when the `If-Match` field `header` lists weak tags alone: those never
    /// match a write's condition (strong comparison, RFC 9110 section 13.1.1), so "it changed since the revision
    /// the request names" would mislead a client that sent `W/"r8"` of revision 8. Other errors pass unchanged.
    static func explainingWeakTags(_ error: any Error, ifMatch header: String?) -> any Error {
        guard var problem = error as? APIError, problem.status == 412, let header,
            let tags = entityTags(in: header.trimmingCharacters(in: .whitespaces)), !tags.isEmpty,
            tags.allSatisfy({ $0.hasPrefix("W/") })
        else { return error }
        problem.detail =
            "If-Match names only weak entity tags (\(tags.joined(separator: ", "))), and a weak tag never matches "
            + "a write's condition (RFC 9110 section 13.1.1): send the strong ETag of the revision meant, such as "
            + "\(tags[0].dropFirst(2)); nothing was changed"
        return problem
    }

    /// The write condition of an `If-None-Match` field (RFC 9110 section 13.1.2): `*` asks that the target not
    /// exist (create only); a list of tags, that its current tag be none of them, compared weakly (`W/"r3"` is
    /// `"r3"`). Errors and empty lists as `condition(ifMatch:)`.
    static func condition(ifNoneMatch header: String?) throws(APIError) -> RevisionCondition? {
        guard let (any, revisions) = try revisions(in: header, field: "If-None-Match", weak: true) else { return nil }
        return any ? .absent : .notRevision(in: revisions)
    }

    /// `*` (`any`), or the revisions the field's tags name; `nil` when the field names no condition. `weak`:
    /// a `W/` tag names its revision too.
    private static func revisions(
        in header: String?, field: String, weak: Bool
    ) throws(APIError) -> (any: Bool, revisions: Set<Int>)? {
        guard let header else { return nil }
        let trimmed = header.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return nil }
        if trimmed == "*" { return (true, []) }
        guard let tags = entityTags(in: trimmed) else {
            throw APIError.badRequest(
                "\(field) must be * or a list of entity tags such as \"r3\" (the ETag a read or a write answered)")
        }
        if tags.isEmpty { return nil }
        var revisions: Set<Int> = []
        for listed in tags {
            let tag = weak && listed.hasPrefix("W/") ? String(listed.dropFirst(2)) : listed
            guard tag.hasPrefix("\"r") else { continue }
            var digits = tag.dropFirst(2).dropLast()
            if digits.hasSuffix(".xml") { digits = digits.dropLast(4) }
            if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let revision = Int(digits),
                revision >= 1
            {
                revisions.insert(revision)
            }
        }
        return (false, revisions)
    }

    /// The entity tags of a list (RFC 9110 sections 5.6.1 and 8.8.3): `[W/]"` etagc* `"`, separated by commas
    /// with optional whitespace, empty elements allowed; a comma inside quotes belongs to its tag. `nil` when
    /// the value is not such a list. Weak tags are returned with their `W/`.
    static func entityTags(in value: String) -> [String]? {
        let bytes = Array(value.utf8)
        var tags: [String] = []
        var index = 0
        func skipSpaces() { while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 } }
        while true {
            skipSpaces()
            if index == bytes.count { break }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            let start = index
            if bytes[index...].starts(with: "W/".utf8) { index += 2 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            index += 1
            // etagc = %x21 / %x23-7E / obs-text
            while index < bytes.count,
                bytes[index] == 0x21 || (0x23...0x7E).contains(bytes[index]) || bytes[index] >= 0x80
            {
                index += 1
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            index += 1
            tags.append(String(decoding: bytes[start..<index], as: UTF8.self))
            skipSpaces()
            guard index == bytes.count || bytes[index] == UInt8(ascii: ",") else { return nil }
        }
        return tags
    }

    /// A quoted tag from a 64-bit FNV-1a hash of `body` and its media type.
    static func of(_ body: Data, mediaType: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in mediaType.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        body.withUnsafeBytes { buffer in
            for byte in buffer {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        return "\"" + String(hash, radix: 16) + "\""
    }

    /// Whether `head`, a read (`GET` or `HEAD`), already holds the representation tagged `tag`: an
    /// `If-None-Match` field names it, or is `*` (RFC 9110 section 13.1.2, weak comparison as GET requires).
    /// The one test both the full path (`Reply.conditional`) and the front stage (`GraphReads.frontAnswer`)
    /// answer `304` by. `tag` is asked only when the head sends a condition (most reads send none).
    static func isNotModified(_ head: some RequestHead, tag: () -> String?) -> Bool {
        var matched = false
        head.forEachValue(of: "if-none-match") { value in
            // The method and the tag are looked at only once a condition is there: most reads send none.
            guard head.method == .get || head.method == .head, var tag = tag() else { return false }
            matched = tag.withUTF8 { names(value, tag: UnsafeRawBufferPointer($0)) }
            return !matched
        }
        return matched
    }

    /// Whether the list `value` of one `If-None-Match` field holds `*` or `tag` (weak or strong).
    private static func names(_ value: UnsafeRawBufferPointer, tag: UnsafeRawBufferPointer) -> Bool {
        let blank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        for item in value.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: true) {
            guard let first = item.firstIndex(where: { !blank($0) }), let last = item.lastIndex(where: { !blank($0) })
            else { continue }
            var candidate = item[first...last]
            if candidate.elementsEqual("*".utf8) { return true }
            if candidate.starts(with: "W/".utf8) { candidate = candidate.dropFirst(2) }
            if candidate.elementsEqual(tag) { return true }
        }
        return false
    }
}
