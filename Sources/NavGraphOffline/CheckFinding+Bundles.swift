extension CheckFinding {
    /// Findings equal in all but their bundle become one, listing every bundle it applies to.
    ///
    /// A storyboard shared by several targets is read once per bundle and yields the same diagnostic in each;
    /// printing it once per bundle buries the rest (issue 23 item 4). `bundles` keeps the bundles in the
    /// order they were checked (the project's target order); `bundle` stays the first of them.
    static func mergingBundles(_ findings: [CheckFinding]) -> [CheckFinding] {
        var merged: [CheckFinding] = []
        var position: [CheckFinding: Int] = [:]
        for finding in findings {
            var key = finding
            (key.bundle, key.bundles) = ("", [])
            if let index = position[key] {
                if !finding.bundle.isEmpty, !merged[index].bundles.contains(finding.bundle) {
                    merged[index].bundles.append(finding.bundle)
                }
                continue
            }
            var first = finding
            first.bundles = finding.bundle.isEmpty ? [] : [finding.bundle]
            position[key] = merged.count
            merged.append(first)
        }
        return merged
    }

    /// ` [bundles: App, AppClip, Widget]` for a finding of several bundles, else nothing: what the text and
    /// GitHub formats add to the message.
    var bundleSuffix: String {
        bundles.count > 1 ? " [bundles: \(bundles.joined(separator: ", "))]" : ""
    }
}
