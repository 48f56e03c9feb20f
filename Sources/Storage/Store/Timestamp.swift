import Foundation

/// Timestamps as stored: ISO 8601 in UTC with whole seconds (`2026-11-29T13:34:40Z`).
package enum Timestamp {
    /// The current time.
    package static func now() -> String {
        Date().formatted(Date.ISO8601FormatStyle(timeZone: .gmt))
    }
}
