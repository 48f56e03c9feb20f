#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `Date` response header (RFC 9110 section 6.6.1: an origin server with a clock sends it), in
/// IMF-fixdate form, formatted once per second per event loop rather than per response.
struct HTTPDate {
    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// A line of the length every `line` has (IMF-fixdate is fixed-width for years 1000 to 9999), kept in
    /// preassembled answers where the current line is copied over it (`CachedAnswer`).
    static let placeholder = headerLine(for: 0)

    /// `Date: Sun, 06 Nov 1994 08:49:37 GMT\r\n`, for the second last refreshed.
    private(set) var line: [UInt8] = []
    private var second: time_t = -1

    /// Re-formats the line when the wall-clock second has changed.
    mutating func refresh() {
        let now = time(nil)
        guard now != second else { return }
        second = now
        line = Self.headerLine(for: now)
    }

    /// The whole header line for `seconds` since the epoch.
    static func headerLine(for seconds: time_t) -> [UInt8] {
        var clock = seconds
        var parts = tm()
        gmtime_r(&clock, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let day = days[Int(parts.tm_wday) % 7]
        let month = months[Int(parts.tm_mon) % 12]
        let text =
            "Date: \(day), \(two(parts.tm_mday)) \(month) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT\r\n"
        return Array(text.utf8)
    }
}
