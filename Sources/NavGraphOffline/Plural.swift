/// Counted nouns: "1 scene", "2 scenes", "0 errors".
package enum Plural {
    /// `count` and `noun`, with an `s` unless the count is one (`plural` for irregular nouns).
    package static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }
}
