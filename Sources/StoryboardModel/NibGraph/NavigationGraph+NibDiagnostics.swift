/// The problems the project's nibs show by themselves (docs/diagnostics.md), computed over all of them at once:
/// the one place `check` and `GET /diagnostics` read them from.
extension NavigationGraph {
    /// Every nib's own problems (`Nib.diagnostics(among:)` over the project's nibs, so a renamed reuse
    /// identifier is named as codegen names it), nibs in name order, each problem with the name of the nib it
    /// is in: a caller that knows where each nib came from places it at that file.
    public func nibDiagnostics() -> [(nib: String, diagnostic: Diagnostic)] {
        nibs.flatMap { nib in nib.diagnostics(among: nibs).map { (nib: nib.name, diagnostic: $0) } }
    }
}
