import Foundation
import StoryboardImport
import StoryboardModel
import Testing

/// Nibs read from `Tests/Fixtures/Nibs`: the File's Owner, every kind of top-level object, lines.
struct NibImportTests {
    static let folder = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/Nibs")

    static func nib(_ name: String) throws -> Nib {
        try NibParser.parse(contentsOf: folder.appendingPathComponent(name + ".xib"))
    }

    @Test func aViewControllerNibNamesItsOwnerAndItsView() throws {
        let nib = try Self.nib("ProfileViewController")
        #expect(nib.name == "ProfileViewController")
        #expect(nib.platform == .ios)
        #expect(nib.targetRuntime == "iOS.CocoaTouch")
        #expect(nib.toolsVersion == "22505")
        #expect(
            nib.owner
                == NibOwner(
                    customClass: "ProfileViewController", customModule: "Profiles", inheritsModuleFromTarget: true,
                    viewOutlet: "i5M-Pr-FkT", line: 7))
        #expect(nib.isViewControllerNib)
        #expect(nib.ownerView?.id == "i5M-Pr-FkT")
        // The label's own `view` outlet is not the owner's; the gesture recognizer is a top-level object.
        #expect(nib.objects.map(\.id) == ["i5M-Pr-FkT", "tap-01-aaa"])
        #expect(nib.objects.map(\.kind) == [.view, .other])
        #expect(nib.objects.map(\.line) == [14, 25])
        #expect(nib.objects[1].elementName == "tapGestureRecognizer")
        #expect(nib.objects[0].swiftType(platform: .ios) == "UIView")
    }

    @Test func everyUIKitObjectKindIsReadWithItsClassAndReuseIdentifier() throws {
        let nib = try Self.nib("Cells")
        #expect(nib.owner == NibOwner(line: 4))
        #expect(!nib.isViewControllerNib)
        #expect(
            nib.objects.map(\.kind) == [
                .tableViewCell, .collectionViewCell, .collectionReusableView, .tableViewCell, .view, .viewController,
                .viewController, .other,
            ])
        // A cell nested in a top-level cell's table is not a top-level object.
        #expect(!nib.objects.contains { $0.id == "nested-cell" })
        let title = nib.objects[0]
        #expect(
            title
                == NibObject(
                    id: "tc1-aa-bbb", kind: .tableViewCell, elementName: "tableViewCell", customClass: "TitleCell",
                    customModule: "Feed", inheritsModuleFromTarget: true, reuseIdentifier: "TitleCell", line: 6))
        #expect(nib.objects[1].reuseIdentifier == "photo cell")
        #expect(nib.objects[1].customModule == "Gallery")
        #expect(!nib.objects[1].inheritsModuleFromTarget)
        #expect(nib.objects[2].reuseIdentifier == "Header")
        // IB writes `reuseIdentifier=""` for a cleared identifier.
        #expect(nib.objects[3].reuseIdentifier == nil)
        #expect(nib.objects[3].swiftType(platform: .ios) == "UITableViewCell")
        #expect(nib.objects[4].swiftType(platform: .ios) == "BadgeStack")
        #expect(nib.objects[5].elementName == "tableViewController")
        #expect(nib.objects[5].swiftType(platform: .ios) == "SettingsViewController")
        #expect(nib.objects[6].swiftType(platform: .ios) == "UINavigationController")
        #expect(nib.objects[7].elementName == "barButtonItem")
        #expect(nib.cells.map(\.id) == ["tc1-aa-bbb", "cc1-aa-bbb", "cr1-aa-bbb", "tc2-aa-bbb"])
    }

    @Test func aTVOSNibIsReadWithItsOwnerAndNoViewOutlet() throws {
        let nib = try Self.nib("Widget")
        #expect(nib.platform == .tvos)
        #expect(nib.owner?.customClass == "Widget")
        #expect(nib.owner?.customModule == "TVApp")
        #expect(nib.owner?.viewOutlet == nil)
        #expect(!nib.isViewControllerNib)
        #expect(nib.objects.map(\.kind) == [.view, .collectionViewCell])
        #expect(nib.objects[1].reuseIdentifier == "Poster")
    }

    @Test func aMacOSNibTakesItsOwnerFromTheCustomObjectWithIdMinusTwo() throws {
        let nib = try Self.nib("MacCells")
        #expect(nib.platform == .macos)
        #expect(nib.owner?.customClass == "InspectorViewController")
        #expect(nib.owner?.inheritsModuleFromTarget == true)
        #expect(nib.owner?.line == 8)
        #expect(nib.ownerView?.elementName == "customView")
        // First Responder (-1) and Application (-3) are placeholders; a custom object with its own id is not.
        #expect(
            nib.objects.map(\.kind) == [
                .view, .tableCellView, .tableCellView, .customObject, .viewController, .other, .other,
            ])
        #expect(nib.objects[0].swiftType(platform: .macos) == "NSView")
        #expect(nib.objects[1].reuseIdentifier == "NameCell")
        #expect(nib.objects[1].swiftType(platform: .macos) == "NameCellView")
        #expect(nib.objects[2].reuseIdentifier == nil)
        #expect(nib.objects[2].swiftType(platform: .macos) == "NSTableCellView")
        #expect(nib.objects[3].swiftType(platform: .macos) == "InspectorModel")
        #expect(nib.objects[4].swiftType(platform: .macos) == "DetailViewController")
        #expect(nib.objects[5].swiftType(platform: .macos) == "NSWindow")
        #expect(nib.objects[6].elementName == "arrayController")
        #expect(nib.objects[6].swiftType(platform: .macos) == nil)
    }

    @Test func aNibWithoutObjectsHasNone() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                </objects>
            </document>
            """
        let nib = try NibParser.parse(Data(xml.utf8), name: "Empty")
        #expect(nib.objects.isEmpty)
        #expect(nib.owner == NibOwner(line: 4))
    }

    @Test func everyEntryPointReadsTheSameNib() throws {
        let url = Self.folder.appendingPathComponent("Cells.xib")
        let data = try Data(contentsOf: url)
        let whole = try NibParser.parse(data, name: "Cells")
        let pieces = stride(from: 0, to: data.count, by: 7).map { data.subdata(in: $0..<min($0 + 7, data.count)) }
        #expect(try NibParser.parse(chunks: pieces, name: "Cells") == whole)
        #expect(try NibParser.parse(contentsOf: url) == whole)
    }

    @Test func theModelRoundTripsThroughJSON() throws {
        let nib = try Self.nib("MacCells")
        let json = try JSONEncoder().encode(nib)
        #expect(try JSONDecoder().decode(Nib.self, from: json) == nib)
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains("\"viewOutlet\":\"Hz6-mo-xeY\""))
        // Unset fields are left out.
        #expect(!text.contains("null"))
    }
}

/// The input pipeline's step for nibs: parsed, then names in NFC, reuse identifiers as written.
struct NibBundleInputTests {
    @Test func namesAreNormalizedButReuseIdentifiersKeepTheirBytes() throws {
        let decomposed = "Cafe\u{301}"
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(decomposed)Owner"/>
                    <tableViewCell reuseIdentifier="\(decomposed)" id="c" customClass="\(decomposed)Cell"/>
                </objects>
            </document>
            """
        let data = Data(xml.utf8)
        let whole = try BundleInput.nib(data, name: decomposed)
        #expect(whole.name.utf8.elementsEqual("Caf\u{E9}".utf8))
        #expect(whole.owner?.customClass?.utf8.elementsEqual("Caf\u{E9}Owner".utf8) == true)
        #expect(whole.objects.first?.customClass?.utf8.elementsEqual("Caf\u{E9}Cell".utf8) == true)
        #expect(whole.objects.first?.reuseIdentifier?.utf8.elementsEqual(decomposed.utf8) == true)
        var pieces = [data.prefix(50), data.dropFirst(50)].map { Data($0) }.makeIterator()
        #expect(try BundleInput.nib(name: decomposed) { pieces.next() } == whole)
    }
}
