import Foundation

/// Strong entity tags computed from representation bytes, and `If-None-Match` matching
/// (RFC 9110 sections 8.8.3 and 13.1.2).
enum EntityTag {
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
