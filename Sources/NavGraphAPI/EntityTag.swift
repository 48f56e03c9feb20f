import Foundation
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
    static func condition(ifMatch header: String?) -> RevisionCondition? {
        guard let header else { return nil }
        var revisions: Set<Int> = []
        for candidate in header.split(separator: ",") {
            let value = candidate.trimmingCharacters(in: .whitespaces)
            if value == "*" { return .exists }
            guard value.count >= 4, value.hasPrefix("\"r"), value.hasSuffix("\"") else { continue }
            var digits = value.dropFirst(2).dropLast()
            if digits.hasSuffix(".xml") { digits = digits.dropLast(4) }
            if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let revision = Int(digits),
                revision >= 1
            {
                revisions.insert(revision)
            }
        }
        return .revision(in: revisions)
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

    /// Whether an `If-None-Match` field value matches `tag` (weak comparison, as GET requires).
    static func matches(ifNoneMatch header: String, tag: String) -> Bool {
        for candidate in header.split(separator: ",") {
            var value = candidate.trimmingCharacters(in: .whitespaces)
            if value == "*" { return true }
            if value.hasPrefix("W/") { value.removeFirst(2) }
            if value == tag { return true }
        }
        return false
    }
}
