import Foundation

/// `check` findings as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), the input of
/// GitHub code scanning and of SARIF viewers.
enum SARIFReport {
    /// The `$schema` written into the log: the OASIS errata 01 schema the tests validate against.
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// One run of the `navgraph` driver, a rule per code met, a result per finding. Relative paths are
    /// resolved against `%SRCROOT%`, given as the working directory (SARIF 3.14.14, 3.4.4).
    static func render(_ findings: [CheckFinding], currentDirectory: URL) throws(CLIError) -> String {
        let codes = Array(Set(findings.map(\.code))).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
        let rules: [[String: Any]] = codes.map { code in
            [
                "id": code,
                "shortDescription": ["text": code.replacingOccurrences(of: "-", with: " ")],
            ]
        }
        let results: [[String: Any]] = findings.map { finding in
            var region: [String: Any] = [:]
            if let line = finding.line { region["startLine"] = line }
            if let column = finding.column { region["startColumn"] = column }
            var physical: [String: Any] = ["artifactLocation": artifactLocation(finding.path)]
            if !region.isEmpty { physical["region"] = region }
            var properties: [String: Any] = [:]
            if !finding.bundle.isEmpty { properties["bundle"] = finding.bundle }
            if !finding.bundles.isEmpty { properties["bundles"] = finding.bundles }
            if let storyboard = finding.storyboard { properties["storyboard"] = storyboard }
            if let scene = finding.sceneID { properties["sceneID"] = scene }
            if let segue = finding.segueID { properties["segueID"] = segue }
            var result: [String: Any] = [
                "ruleId": finding.code,
                "ruleIndex": ruleIndex[finding.code] ?? 0,
                "level": level(finding.severity),
                "message": ["text": finding.message],
                "locations": [["physicalLocation": physical]],
            ]
            if !properties.isEmpty { result["properties"] = properties }
            return result
        }
        var root = currentDirectory.standardizedFileURL.absoluteString
        if !root.hasSuffix("/") { root += "/" }
        let run: [String: Any] = [
            "tool": [
                "driver": [
                    "name": "navgraph", "version": OfflineCommands.version, "rules": rules,
                ]
            ],
            "originalUriBaseIds": ["%SRCROOT%": ["uri": root]],
            "columnKind": "unicodeCodePoints",
            "results": results,
        ]
        return try JSONText.serialize(["$schema": schemaURI, "version": "2.1.0", "runs": [run]])
    }

    /// SARIF levels: `error`, `warning`, `note`.
    static func level(_ severity: CheckFinding.Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// A relative path as a relative URI reference under `%SRCROOT%`; an absolute one as a `file:` URI.
    static func artifactLocation(_ path: String) -> [String: Any] {
        if path.hasPrefix("/") { return ["uri": URL(fileURLWithPath: path).absoluteString] }
        return ["uri": percentEncoded(path), "uriBaseId": "%SRCROOT%"]
    }

    /// RFC 3986 path characters kept, everything else percent-encoded (spaces, `#`, `?`, non-ASCII).
    static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(
            CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~/!$&'()*+,;=:@")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
