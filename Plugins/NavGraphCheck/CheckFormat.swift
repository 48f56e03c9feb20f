/// The output format of `navgraph check` when the command line does not name one.
enum CheckFormat {
    /// `github` (workflow commands that annotate a pull request) under GitHub Actions or another CI that
    /// sets `CI`, else `text`.
    static func `default`(environment: [String: String]) -> String {
        if environment["GITHUB_ACTIONS"] == "true" { return "github" }
        if let ci = environment["CI"], !ci.isEmpty, !["0", "false", "no"].contains(ci.lowercased()) {
            return "github"
        }
        return "text"
    }
}
