/// Counted nouns for messages: "1 scene", "2 scenes".
enum Plural {
    /// `count` and `noun`, with an `s` unless `count` is 1 (or `plural` for irregular nouns).
    static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(plural ?? noun + "s")"
    }
}
