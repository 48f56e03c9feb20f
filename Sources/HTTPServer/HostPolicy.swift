/// Which names the `Host` field of a request may give (RFC 9110 section 7.2), or the authority of an
/// absolute-form target, which stands for it (RFC 9112 section 3.2.2); checked before any route runs.
///
/// A server on loopback without a token answers whoever reaches it, and a browser page can reach it through
/// DNS rebinding: a name the page's author controls is pointed at 127.0.0.1, and the browser then treats the
/// server as that name's own origin, reading its answers and sending it writes. Those requests carry the
/// author's name in `Host`. A restricted policy answers them `421 Misdirected Request` and closes the
/// connection. It always admits what rebinding cannot use: IP literals (`127.0.0.1:8080`, `[::1]`),
/// `localhost` and names under `.localhost` (RFC 6761 section 6.3, which resolvers keep on loopback), and an
/// HTTP/1.0 request with no Host field. An empty Host names no host it could admit, so it is refused too
/// (RFC 9112 section 3.2 sends one only for a target URI without an authority, which no `http` URI is).
/// Ports are not compared: a proxy may forward another.
public struct HostPolicy: Sendable, Equatable {
    /// Names admitted as given (lower case, without a trailing dot).
    private let exact: Set<String>
    /// Domains admitted with every name under them (`.example.com` in a list: `example.com` and `a.example.com`).
    private let domains: [String]
    /// Whether every Host is admitted (no check at all).
    public let admitsEveryHost: Bool
    /// Appended to a refusal's detail: how to admit a name (the flag or setting that does it).
    public let refusalHint: String

    private init(exact: Set<String>, domains: [String], admitsEveryHost: Bool, refusalHint: String) {
        self.exact = exact
        self.domains = domains
        self.admitsEveryHost = admitsEveryHost
        self.refusalHint = refusalHint
    }

    /// No check: any Host is admitted.
    public static let any = HostPolicy(exact: [], domains: [], admitsEveryHost: true, refusalHint: "")

    /// IP literals, `localhost` and names under it, and `names`: each a host name admitted as is (case
    /// ignored, a trailing dot too), a leading dot for a domain and every name under it (`.example.com`),
    /// or `*` for every name (then nothing is checked). Empty entries are ignored.
    public static func restricted(to names: [String] = [], refusalHint: String = "") -> HostPolicy {
        var exact = Set<String>()
        var domains: [String] = []
        for entry in names {
            let name = Self.canonical(Substring(entry.trimmingOWS()))
            if name == "*" { return .any }
            if name.hasPrefix(".") {
                if name.count > 1 { domains.append(String(name.dropFirst())) }
            } else if !name.isEmpty {
                exact.insert(name)
            }
        }
        return HostPolicy(exact: exact, domains: domains, admitsEveryHost: false, refusalHint: refusalHint)
    }

    /// Whether a request whose Host field value (without surrounding whitespace) is `field` is admitted.
    public func admits(_ field: String) -> Bool {
        var field = field
        return field.withUTF8 { admits(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// `admits` on the field value's bytes: IP literals and `localhost` are told without building a String.
    func admits(bytes field: UnsafeRawBufferPointer) -> Bool {
        verdict(bytes: field) != .refused
    }

    /// How `admits` decides on a field value.
    enum Verdict {
        case refused
        /// Admitted as an IPv4 address with at most a port of digits: a value well formed by construction
        /// (`HostField`), which the kept-answer path then need not scan again.
        case address
        case admitted
    }

    /// `admits(bytes:)`, telling an IPv4 address apart.
    func verdict(bytes field: UnsafeRawBufferPointer) -> Verdict {
        if admitsEveryHost { return .admitted }
        if field.isEmpty { return .refused }
        guard let name = Self.hostPart(field) else { return .refused }
        if name.isEmpty { return .admitted }
        if name[0] == UInt8(ascii: "[") { return .admitted }  // `hostPart` checked the brackets and what follows.
        if Self.isIPv4(name) { return .address }
        if Self.isLocalhost(name) { return .admitted }
        if exact.isEmpty && domains.isEmpty { return .refused }
        let text = Self.canonical(Substring(decoding: name, as: UTF8.self))
        if exact.contains(text) { return .admitted }
        return domains.contains { text == $0 || text.hasSuffix("." + $0) } ? .admitted : .refused
    }

    /// The `421` for a refused `field`, saying what the server admits and how to admit more.
    func refusal(of field: String) -> HTTPParseError {
        var detail =
            field.isEmpty
            ? "the Host field is empty, and this server answers only for named hosts: IP addresses, localhost"
            : "this server does not answer for the Host `\(field)`: it admits IP addresses, localhost"
        if !exact.isEmpty || !domains.isEmpty {
            let listed = (exact.sorted() + domains.sorted().map { "." + $0 }).map { "`\($0)`" }
            detail += " and " + listed.joined(separator: ", ")
        }
        detail += " (a check against DNS rebinding)"
        if !refusalHint.isEmpty { detail += "; \(refusalHint)" }
        return HTTPParseError(status: 421, detail: detail)
    }

    /// The host of a Host field value, without its port: the bracketed literal for IPv6 (`[::1]`), else
    /// everything before the last `:`; `nil` when the port is not digits or the brackets are not closed.
    private static func hostPart(_ field: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer? {
        var end = field.count
        if field[0] == UInt8(ascii: "[") {
            guard let close = field.firstIndex(of: UInt8(ascii: "]")), close > 1 else { return nil }
            end = close + 1
            guard end == field.count || field[end] == ASCII.colon else { return nil }
            guard isPort(field, from: end) else { return nil }
            return UnsafeRawBufferPointer(rebasing: field[..<end])
        }
        if let colon = field.lastIndex(of: ASCII.colon) {
            guard isPort(field, from: colon) else { return nil }
            end = colon
        }
        return UnsafeRawBufferPointer(rebasing: field[..<end])
    }

    /// Whether `field` from `start` is nothing, or `:` and at most five digits (RFC 3986 section 3.2.3).
    private static func isPort(_ field: UnsafeRawBufferPointer, from start: Int) -> Bool {
        guard start < field.count else { return true }
        let digits = field[(start + 1)...]
        return digits.count <= 5 && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Whether `name` is a dotted-decimal IPv4 address (four numbers of at most three digits, each up to 255),
    /// with an optional trailing dot.
    private static func isIPv4(_ name: UnsafeRawBufferPointer) -> Bool {
        var parts = 0
        var value = 0
        var digits = 0
        for (index, byte) in name.enumerated() {
            if byte == UInt8(ascii: ".") {
                guard digits > 0 else { return false }
                parts += 1
                digits = 0
                value = 0
                if parts == 4 { return index == name.count - 1 }
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits += 1
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                guard digits <= 3, value <= 255 else { return false }
            } else {
                return false
            }
        }
        return parts == 3 && digits > 0
    }

    /// Whether `name` is `localhost` or ends in `.localhost`, in any case, with an optional trailing dot.
    private static func isLocalhost(_ name: UnsafeRawBufferPointer) -> Bool {
        var end = name.count
        if end > 0 && name[end - 1] == UInt8(ascii: ".") { end -= 1 }
        let word = "localhost".utf8
        guard end >= word.count else { return false }
        let start = end - word.count
        for (offset, expected) in word.enumerated() where ASCII.lower(name[start + offset]) != expected {
            return false
        }
        return start == 0 || (start > 1 && name[start - 1] == UInt8(ascii: "."))
    }

    /// `name` in lower case, without one trailing dot.
    private static func canonical(_ name: Substring) -> String {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".") && lowered.count > 1 ? String(lowered.dropLast()) : lowered
    }
}
