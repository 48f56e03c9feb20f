/// Percent-encoding for text placed in a URL fragment (RFC 3986 section 2.1): every byte of the UTF-8 form
/// outside the unreserved set (section 2.3) and `/` becomes `%XX`, so the result is safe in a fragment and in
/// any XML attribute.
public enum URLFragment {
    /// `text` percent-encoded; `decodeURIComponent` gives it back.
    public static func encoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            if isUnreserved(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result +=
                    "%" + String(byte >> 4, radix: 16, uppercase: true)
                    + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return result
    }

    /// Whether every character of `text` is unreserved, `/` or part of a `%XX` escape.
    public static func isEncoded(_ text: String) -> Bool {
        text.utf8.allSatisfy { isUnreserved($0) || $0 == UInt8(ascii: "%") }
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }
}
