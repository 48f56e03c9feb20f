import Foundation
import StoryboardImport
import StoryboardModel
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The importer reads `<tableViewCell>`, `<collectionViewCell>` and `<collectionReusableView>` inside a
/// scene's `<tableView>` and `<collectionView>` into the scene's cells, checked against the fixture's own
/// reading and, over the real corpus, against a second reading with Foundation's XML parser.
@Suite struct PrototypeCellImportTests {
    static let fixture = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/CodeGen/Cells/Main.storyboard")

    @Test func theFixturesCellsAreReadWithTheirTableOrCollectionView() throws {
        let storyboard = try StoryboardParser.parse(Data(contentsOf: Self.fixture), name: "Main")
        let cells = storyboard.scenes.map { scene in
            scene.cells.map { cell in
                [
                    scene.id, cell.id, cell.kind.rawValue, cell.reuseIdentifier ?? "-", cell.customClass ?? "-",
                    cell.customModule ?? "-", cell.inheritsModuleFromTarget ? "target" : "-",
                    cell.supplementaryKind?.rawValue ?? "-", cell.containerID, cell.isStatic ? "static" : "-",
                    "\(cell.line ?? 0)",
                ].joined(separator: " ")
            }
        }
        #expect(
            cells == [
                [
                    "PRD-01 c1 tableViewCell ProductCell ProductCell Shop target - TBL-01 - 13",
                    "PRD-01 c2 tableViewCell plain - - - - TBL-01 - 18",
                    "PRD-01 c3 tableViewCell Feature Cell Feature-Cell - - - TBL-01 - 21",
                ],
                [
                    "GAL-01 g1 collectionViewCell PhotoCell PhotoCell - - - COL-01 - 46",
                    "GAL-01 g2 collectionReusableView Header GalleryHeader - - sectionHeader COL-01 - 50",
                    "GAL-01 g3 collectionReusableView Footer - - - sectionFooter COL-01 - 51",
                ],
                ["SET-01 s1 tableViewCell SettingsRow SettingsCell - - - TBL-02 static 66"],
            ])
    }

    @Test func aTableInsideACellOwnsItsOwnCellsAndTheOuterViewGetsTheRest() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <viewController id="VC" sceneMemberID="viewController">
                                <view key="view" id="root">
                                    <subviews>
                                        <collectionView dataMode="prototypes" id="outer">
                                            <cells>
                                                <collectionViewCell reuseIdentifier="Row" id="row">
                                                    <view key="contentView" id="rowContent">
                                                        <subviews>
                                                            <tableView dataMode="static" id="inner">
                                                                <sections><tableViewSection id="sec"><cells>
                                                                    <tableViewCell id="innerCell"/>
                                                                </cells></tableViewSection></sections>
                                                            </tableView>
                                                        </subviews>
                                                    </view>
                                                </collectionViewCell>
                                                <collectionViewCell reuseIdentifier="After" id="after"/>
                                            </cells>
                                        </collectionView>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let storyboard = try StoryboardParser.parse(Data(xml.utf8), name: "Nested")
        let cells = try #require(storyboard.scenes.first).cells
        #expect(
            cells.map { "\($0.id)@\($0.containerID)\($0.isStatic ? " static" : "")" } == [
                "row@outer", "innerCell@inner static", "after@outer",
            ])
    }

    @Test(.enabled(if: TestEnvironment.hasRealCorpus, TestEnvironment.realCorpusAbsent))
    func everyCorpusCellIsReadAsASecondReaderSeesIt() throws {
        var total = 0
        for file in try CorpusTests.corpusFiles() {
            let data = try Data(contentsOf: file)
            let storyboard = try StoryboardParser.parse(data, name: StoryboardFiles.storyboardName(of: file))
            let reader = try #require(CellReader.read(data), "\(file.lastPathComponent) is not well-formed")
            let imported = storyboard.scenes.flatMap { scene in
                scene.cells.map {
                    "\(scene.id)/\($0.id) \($0.kind.rawValue) \($0.reuseIdentifier ?? "-") \($0.containerID)"
                }
            }
            #expect(imported == reader.cells, "cells of \(CorpusTests.relativePath(file))")
            total += imported.count
        }
        #expect(total > 20, "the corpus holds dozens of prototype cells")
    }
}

/// A second reading of a storyboard's cells: the element path kept whole, a cell being any of the four
/// elements below a `tableView`, `outlineView` or `collectionView` inside a scene controller.
private final class CellReader: NSObject, XMLParserDelegate {
    private var path: [(name: String, id: String?, identifier: String?)] = []
    private var controller: String?
    private(set) var cells: [String] = []

    static func read(_ data: Data) -> CellReader? {
        let reader = CellReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        return parser.parse() ? reader : nil
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        defer { path.append((elementName, attributes["id"], attributes["identifier"])) }
        if elementName == "scene" { controller = nil }
        if attributes["sceneMemberID"] == "viewController", controller == nil, path.last?.name == "objects",
            elementName != "application"
        {
            controller = attributes["id"]
        }
        guard ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableCellView"].contains(elementName),
            let controller, let id = attributes["id"],
            let container = path.last(where: { ["tableView", "collectionView", "outlineView"].contains($0.name) })?.id
        else { return }
        let nonEmpty = { (value: String?) in value.flatMap { $0.isEmpty ? nil : $0 } }
        // An AppKit cell view answers to its own identifier, else its column's.
        let identifier =
            elementName == "tableCellView"
            ? nonEmpty(attributes["identifier"]) ?? nonEmpty(path.last { $0.name == "tableColumn" }?.identifier)
            : nonEmpty(attributes["reuseIdentifier"])
        cells.append("\(controller)/\(id) \(elementName) \(identifier ?? "-") \(container)")
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        path.removeLast()
    }
}
