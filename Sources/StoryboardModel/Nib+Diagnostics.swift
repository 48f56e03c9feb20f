/// The problems a nib shows by itself, without sources or storyboards (docs/diagnostics.md). Each is placed at
/// the nib's file, `Name.xib`, in the diagnostic's `storyboard` field, and at the line of the object concerned.
extension Nib {
    /// The nib's file name, `Name.xib`: where its diagnostics are.
    public var fileName: String { name + ".xib" }

    /// Every problem of the nib: one reuse identifier on two of its cells, reuse identifiers codegen renames,
    /// and a UIKit cell beside other top-level objects. `project`, the project's nibs (this one among them),
    /// names renamed identifiers as codegen does over all of them; without it, over this nib alone.
    public func diagnostics(among project: [Nib]? = nil) -> [Diagnostic] {
        duplicateReuseIdentifierDiagnostics() + invalidReuseIdentifierDiagnostics(among: project)
            + crowdedCellDiagnostics()
    }

    /// A reuse identifier on a second cell of the nib: an error when the classes differ (one identifier
    /// registers one nib, and the dequeue hands back one class), a warning when both are one class.
    public func duplicateReuseIdentifierDiagnostics() -> [Diagnostic] {
        var first: [String: NibObject] = [:]
        var found: [Diagnostic] = []
        for cell in cells {
            guard let identifier = cell.usableReuseIdentifier else { continue }
            guard let earlier = first[identifier] else {
                first[identifier] = cell
                continue
            }
            let (cellType, earlierType) = (describe(cell), describe(earlier))
            let sameClass = cellType == earlierType && cell.customModule == earlier.customModule
            let consequence =
                sameClass
                ? "both are \(cellType); remove one"
                : "a dequeue returns one class only, so code expecting the other crashes"
            found.append(
                diagnostic(
                    .duplicateReuseIdentifier, sameClass ? .warning : .error, at: cell,
                    "reuse identifier '\(identifier)' of \(cell.elementName) '\(cell.id)' (\(cellType)) is also on "
                        + "'\(earlier.id)' (\(earlierType)) in nib '\(name)'; \(consequence)"))
        }
        return found
    }

    /// Reuse identifiers that are no Swift identifier, with the name codegen gives them
    /// (`Nib.reuseIdentifierNames(of:appKit:)` over `project`, else over this nib): once per identifier, at its
    /// first cell.
    public func invalidReuseIdentifierDiagnostics(among project: [Nib]? = nil) -> [Diagnostic] {
        let nibs = project ?? [self]
        let names = [false, true].map { Nib.reuseIdentifierNames(of: nibs, appKit: $0) }
        var reported: Set<String> = []
        var found: [Diagnostic] = []
        for cell in cells {
            guard let raw = cell.usableReuseIdentifier, !SwiftIdentifier.isValidIdentifier(raw),
                reported.insert(raw).inserted
            else { continue }
            let generated = names[cell.kind == .tableCellView ? 1 : 0][raw] ?? SwiftIdentifier.make(raw, .lowerCamel)
            found.append(
                diagnostic(
                    .invalidReuseIdentifier, .warning, at: cell,
                    "reuse identifier '\(raw)' in '\(fileName)' is not a valid Swift identifier; codegen names it "
                        + generated))
        }
        return found
    }

    /// A UIKit cell nib with more than one top-level object: `register(_:forCellReuseIdentifier:)` (and the
    /// collection view's) accepts it, but the dequeue raises `NSInternalInconsistencyException`, since UIKit
    /// wants exactly one top-level object, the cell. Reported once, at the second top-level object.
    public func crowdedCellDiagnostics() -> [Diagnostic] {
        let uiKitCells = cells.filter { $0.kind != .tableCellView }
        guard platform != .macos, !uiKitCells.isEmpty, objects.count > 1 else { return [] }
        let others = objects.count - uiKitCells.count
        let listed = uiKitCells.map { "'\($0.id)' (\(describe($0)))" }.joined(separator: ", ")
        let holds =
            "\(uiKitCells.count) top-level " + (uiKitCells.count == 1 ? "cell" : "cells") + " (\(listed))"
            + (others > 0 ? " and \(others) other top-level " + (others == 1 ? "object" : "objects") : "")
        return [
            diagnostic(
                .cellNibNotAlone, .warning, at: objects[1],
                "nib '\(name)' holds \(holds); registered for a reuse identifier, UIKit raises at the dequeue, "
                    + "which wants exactly one top-level object, the cell: give each cell a nib of its own")
        ]
    }

    /// The Swift type of `object` on the nib's platform, else its element name.
    private func describe(_ object: NibObject) -> String {
        object.swiftType(platform: platform ?? .ios) ?? object.elementName
    }

    private func diagnostic(
        _ code: DiagnosticCode, _ severity: Diagnostic.Severity, at object: NibObject, _ message: String
    ) -> Diagnostic {
        Diagnostic(code: code, severity: severity, storyboard: fileName, message: message, line: object.line)
    }
}
