import NavGraphLog

/// How any name becomes a Graphviz DOT string (https://graphviz.org/doc/info/lang.html), the one rule the
/// DOT renderer uses for every `id`, `label`, `tooltip`, `class` and `URL`.
///
/// Graphviz copies `id`, `URL` and `tooltip` into its SVG, and does not escape `URL` at all: the text given
/// to it must already be safe XML. So `&`, `<`, `>`, `"` and `'` become numeric character references (which
/// Graphviz passes through, and measures as the character in labels), backslashes are doubled (no `\N` or
/// `\G` escape is formed by accident), and what Graphviz cannot take is left out (`visible`). Non-ASCII text
/// stays UTF-8, Graphviz's default charset.
public enum DOTText {
    /// `"text"`, escaped.
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// `text` escaped for the inside of a DOT string: `visible(text)` with XML's special characters as
    /// references and backslashes doubled.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in visible(text).unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "&#34;"
            case "&": result += "&#38;"
            case "'": result += "&#39;"
            case "<": result += "&#60;"
            case ">": result += "&#62;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// What of `text` Graphviz gets to see (and writes back into the SVG, once its references are decoded):
    /// line breaks and tabs as spaces, other controls and characters XML cannot hold dropped, and a text of
    /// more than `limit` scalars cut to its start, `…` and a hash of the whole (so distinct long names stay
    /// distinct): Graphviz refuses a quoted string of more than 16,384 bytes, and escaping can grow a scalar
    /// to 12 bytes.
    public static func visible(_ text: String) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\t": result += " "
            default:
                guard XMLText.isAllowed(scalar), !PlainText.isControl(scalar) else { continue }
                result.unicodeScalars.append(scalar)
            }
            count += 1
            if count > limit { return String(result.unicodeScalars.prefix(limit - 24)) + "…" + hash(text) }
        }
        return result
    }

    /// The most scalars of one name Graphviz is given.
    public static let limit = 1_024

    /// The scene's link target: `#scene=` and its reference percent-encoded (RFC 3986 section 2.1; only
    /// unreserved characters and `/` stay), so the `xlink:href` Graphviz writes verbatim holds nothing but
    /// `[A-Za-z0-9%._~/-]`. The viewer reads it back with `decodeURIComponent`.
    static func sceneURL(_ ref: SceneRef) -> String {
        "#scene=" + URLFragment.encoded(visible(ref.description))
    }

    /// `sceneURL` as a DOT string: it holds nothing to escape, and is not cut again (`visible`).
    static func quotedURL(_ ref: SceneRef) -> String {
        "\"" + sceneURL(ref) + "\""
    }

    /// 64-bit FNV-1a of the UTF-8 bytes, as 16 hex digits: stable across runs and platforms.
    private static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
