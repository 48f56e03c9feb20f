/// The member names generated code gives the reuse identifiers of nib cells: one rule for codegen and
/// diagnostics, over every nib of a project (`ReuseIdentifier.Nibs` is one enum for all of them).
extension Nib {
    /// The cells of the nib that code of one UI framework dequeues by identifier: UIKit's cells and reusable
    /// views (`appKit` false), or AppKit's table cell views (`appKit` true), with a reuse identifier set.
    public func identifiedCells(appKit: Bool) -> [NibObject] {
        cells.filter { ($0.kind == .tableCellView) == appKit && $0.usableReuseIdentifier != nil }
    }

    /// The lower camel case member name of each reuse identifier of `nibs`' cells of one framework:
    /// `SwiftIdentifier.generatedNames` over the identifiers of every nib, each once, so two identifiers of
    /// different nibs that make one name are told apart as generated code tells them apart.
    public static func reuseIdentifierNames(of nibs: [Nib], appKit: Bool) -> [String: String] {
        var identifiers: Set<String> = []
        for nib in nibs {
            for cell in nib.identifiedCells(appKit: appKit) {
                if let identifier = cell.usableReuseIdentifier { identifiers.insert(identifier) }
            }
        }
        return SwiftIdentifier.generatedNames(for: identifiers.sorted(), .lowerCamel)
    }
}
