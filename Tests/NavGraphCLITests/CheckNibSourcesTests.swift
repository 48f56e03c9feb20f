import Foundation
import TestSupport
import Testing

/// Issue 39 point 5 through the real `navgraph` binary: `check` reads the nibs beside the storyboards, and with
/// `--sources` reports a dequeued nib cell no code registers and a File's Owner class no code declares, on the
/// fixture app `Tests/Fixtures/NibSources/Shop` (its README lists each case, reported or not).
@Suite(.enabled(if: CLITest.builtExecutable("navgraph") != nil, "needs the navgraph executable (swift build)"))
struct CheckNibSourcesTests {
    static let folder = CLITest.fixtures.appendingPathComponent("NibSources")
    static let codes = ["unregistered-cell-nib", "unknown-nib-owner-class"]

    /// `navgraph ARGUMENTS` run in `folder`: its exit status and the lines of standard output.
    static func run(_ arguments: [String], in folder: URL = folder) throws -> (status: Int32, lines: [String]) {
        let binary = try #require(CLITest.builtExecutable("navgraph"))
        let outcome = try ProcessRunner.run(binary, arguments, in: folder)
        return (outcome.status, outcome.stdout.split(separator: "\n").map(String.init))
    }

    @Test("the unregistered nib cells and the unknown owner, nothing for registered, prototype or dynamic cells")
    func fixtureAppHasExactlyItsNibFindings() throws {
        let (status, lines) = try Self.run(["check", "--sources", "Shop/Code", "Shop"])
        #expect(status == 0, "warnings only")
        let ours = lines.filter { line in Self.codes.contains { line.contains("[\($0)]") } }
        #expect(
            ours == [
                "Shop/Code/FeedViewController.swift:22: warning: [unregistered-cell-nib] class 'TypedCell' "
                    + "(Reusable's identifier, the class's name) is dequeued here, but nib 'TypedCell' "
                    + "(Shop/Nibs/TypedCell.xib:5) that holds its table view cell is registered by no source: "
                    + "UIKit finds nothing to dequeue and raises; register the nib first: "
                    + "tableView.register(cellType: TypedCell.self)",
                "Shop/Code/FeedViewController.swift:23: warning: [unregistered-cell-nib] reuse identifier "
                    + "'ForgottenCell' is dequeued here, but nib 'ForgottenCell' (Shop/Nibs/ForgottenCell.xib:5) "
                    + "that holds its table view cell is registered by no source: UIKit finds nothing to dequeue "
                    + "and raises; register the nib first: tableView.register(UINib(nibName: \"ForgottenCell\", "
                    + "bundle: nil), forCellReuseIdentifier: \"ForgottenCell\")",
                "Shop/Code/LegacyGalleryController.m:17: warning: [unregistered-cell-nib] reuse identifier "
                    + "'LegacyCell' is dequeued here, but nib 'LegacyCell' (Shop/Nibs/LegacyCell.xib:5) that holds "
                    + "its collection view cell is registered by no source: UIKit finds nothing to dequeue and "
                    + "raises; register the nib first: [collectionView registerNib:[UINib nibWithNibName:"
                    + "@\"LegacyCell\" bundle:nil] forCellWithReuseIdentifier:@\"LegacyCell\"]",
                "Shop/Nibs/MissingOwner.xib:4: warning: [unknown-nib-owner-class] File's Owner class "
                    + "'RenamedViewController' of nib 'MissingOwner' is declared by no Swift or Objective-C source "
                    + "and used by no storyboard: renamed or removed? Loaded with an owner of another class, the "
                    + "nib's outlets to it raise (not key value coding-compliant); set the owner's class in "
                    + "Interface Builder's identity inspector",
            ])
        // The nib cells' identifiers are the nib check's: none is an unknown reuse identifier.
        #expect(!lines.contains { $0.contains("[unknown-reuse-identifier]") }, "\(lines)")
    }

    @Test func withoutSourcesNeitherFindingIsReported() throws {
        let (status, lines) = try Self.run(["check", "Shop"])
        #expect(status == 0)
        #expect(!lines.contains { line in Self.codes.contains { line.contains("[\($0)]") } }, "\(lines)")
    }

    @Test func theFindingsCanBeIgnored() throws {
        let (status, lines) = try Self.run(
            ["check", "--sources", "Shop/Code", "--ignore", "unregistered-cell-nib,unknown-nib-owner-class", "Shop"])
        #expect(status == 0)
        #expect(!lines.contains { line in Self.codes.contains { line.contains("[\($0)]") } }, "\(lines)")
    }

    @Test("check reads a folder of nibs alone and reports what each nib shows by itself")
    func aFolderOfNibsIsChecked() throws {
        let (status, lines) = try Self.run(["check", "--format", "json", "Nibs"], in: CLITest.fixtures)
        #expect(status == 0)
        let findings = try CLITest.findings(lines.joined(separator: "\n")).map {
            "\($0["path"] as? String ?? ""):\($0["line"] as? Int ?? 0) \($0["code"] as? String ?? "")"
        }
        // Cells.xib holds four cells beside four other objects and a reuse identifier with a space;
        // Widget.xib a cell beside a view.
        #expect(
            findings == [
                "Nibs/Cells.xib:18 cell-nib-not-alone", "Nibs/Cells.xib:18 invalid-reuse-identifier",
                "Nibs/Widget.xib:13 cell-nib-not-alone",
            ])
    }
}
