import Foundation
import StoryboardImport
import StoryboardModel
import Testing

@testable import CodeGen

/// Nibs in the `scenes` style, compiled with `-warnings-as-errors` against the UIKit stand-in and run: the
/// program tells the stand-in's `UINib` what each nib of `Tests/Fixtures/CodeGen/Nibs` makes (as it registers
/// storyboard scenes), registers the cell nibs through the generated `register`, dequeues them through the
/// generated identifiers and checks the exact class and identifier it gets back, statically and at run time.
/// The storyboard of the cell fixture is generated beside them: its prototypes and the nibs share one
/// `ReuseIdentifier`.
@Suite struct NibCodeGenTests {
    /// The nibs of `Tests/Fixtures/CodeGen/<folder>` as the importer reads them.
    static func nibs(_ name: String = "Nibs") throws -> [Nib] {
        let folder = TestPaths.fixtures.appendingPathComponent(name)
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "xib" }.sorted { $0.path < $1.path }
            .map { try BundleInput.nib(Data(contentsOf: $0), name: StoryboardFiles.nibName(of: $0)) }
    }

    static let stubs =
        PrototypeCellCodeGenTests.stubs + """
            final class BadgeView: UIView {}
            final class DetailViewController: UIViewController {}

            """

    /// What `UINib(nibName:bundle:)` makes for each fixture nib: its top-level objects.
    static let nibContents = [
        #"UINib.standInRegistry["ProductCell"] = { [ProductCell()] }"#,
        #"UINib.standInRegistry["PhotoCell"] = { [PhotoCell()] }"#,
        #"UINib.standInRegistry["GalleryHeader"] = { [GalleryHeader()] }"#,
        #"UINib.standInRegistry["BadgeView"] = { [BadgeView()] }"#,
        "let table = UITableView()",
        "let collection = UICollectionView()",
        "let path = IndexPath(row: 0, section: 0)",
        "let prototypes = UITableView()",
        #"prototypes.register(ProductCell.self, forCellReuseIdentifier: "ProductCell")"#,
    ]

    static let checks = [
        "table.register(Nibs.productCell, for: ReuseIdentifier.Nibs.productCell)",
        #"let product = table.dequeueReusableCell(ReuseIdentifier.Nibs.productCell, for: path) as ProductCell"#,
        #"check(product, ProductCell.self, "nib ProductCell")"#,
        #"check(product.reuseIdentifier == "ProductCell", "ProductCell keeps its identifier")"#,
        "collection.register(Nibs.photoCell, for: ReuseIdentifier.Nibs.photoCell)",
        #"let photo = collection.dequeueReusableCell(ReuseIdentifier.Nibs.photoCell, for: path) as PhotoCell"#,
        #"check(photo, PhotoCell.self, "nib PhotoCell")"#,
        #"check(photo.reuseIdentifier == "photo cell", "photo cell keeps its identifier")"#,
        "collection.register(Nibs.galleryHeader, for: ReuseIdentifier.Nibs.galleryHeader)",
        #"let header = collection.dequeueReusableSupplementaryView(ReuseIdentifier.Nibs.galleryHeader, for: path) as GalleryHeader"#,
        #"check(header, GalleryHeader.self, "nib GalleryHeader")"#,
        #"check(header.reuseIdentifier == "Gallery Header", "the header is dequeued by its own identifier")"#,
        #"check(Nibs.badgeView.instantiate() as BadgeView, BadgeView.self, "view nib BadgeView")"#,
        #"check(Nibs.badgeView.name == "BadgeView", "BadgeView keeps its nib name")"#,
        #"check(Nibs.detailViewController.instantiate() as DetailViewController, DetailViewController.self, "DetailViewController")"#,
        #"check(UINib.standInOpened == ["ProductCell", "PhotoCell", "GalleryHeader", "BadgeView"], "\(UINib.standInOpened)")"#,
        #"check(prototypes.dequeueReusableCell(ReuseIdentifier.Main.productCell, for: path) as ProductCell, ProductCell.self, "prototype")"#,
    ]

    static let cases = ["6", "5", "6-public"]

    @Test(arguments: cases)
    func registeredNibsDequeueTheirCellsAndLoadTheirClasses(mode: String) throws {
        let access: AccessLevel = mode.hasSuffix("-public") ? .public : .internal
        let generated = CodeGenerator.generate(
            .scenes, graph: CellFixture.graph.replacingNibs(try Self.nibs()), options: CodeGenOptions(access: access))
        let ran = try StandInProgram.run(
            generated: try #require(generated.first).contents, stubs: Self.stubs, body: Self.nibContents + Self.checks,
            mode: mode, label: "nibs")
        guard let outcome = ran else { return }
        #expect(outcome.status == 0, "\(outcome.output)")
        let expected = Self.checks.filter { $0.hasPrefix("check(") }.count
        #expect(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) == "PASS \(expected)")
    }

    /// A project of nibs alone (no storyboard) gets the catalogue, the identifiers of its cells (the header
    /// under its own identifier, not its class name) and a view controller made from its nib.
    @Test func theCatalogueNamesEveryNibAndItsClass() throws {
        let graph = NavigationGraph(project: Project(name: "Shop", module: "Shop", platform: .ios), storyboards: [])
        let text = try #require(
            CodeGenerator.generate(.scenes, graph: graph.replacingNibs(try Self.nibs()), options: .init()).first
        ).contents
        #expect(text.contains(#"static let productCell = NibFile<ProductCell>(name: "ProductCell")"#))
        #expect(
            text.contains(
                #"static let galleryHeader = ReusableSupplementaryView<GalleryHeader>(identifier: "Gallery Header""#))
        #expect(text.contains(#"static let photoCell = ReusableCell<PhotoCell>(identifier: "photo cell")"#))
        #expect(
            text.contains(
                #"NibViewController<DetailViewController>(name: "DetailViewController") { DetailViewController(nibName: $0, bundle: $1) }"#
            ))
    }

    @Test func withoutNibsTheOutputIsUnchanged() throws {
        let without = CodeGenerator.generate(.scenes, graph: CellFixture.graph, options: .init())
        let empty = CodeGenerator.generate(.scenes, graph: CellFixture.graph, options: .init())
        #expect(without == empty)
        #expect(!(without.first?.contents.contains("Nib") ?? true))
    }

    /// Nib names and reuse identifiers that are no Swift names, a class that is none, an identifier two nibs
    /// declare and an empty nib: the code compiles in Swift 6, and the renamed members register and dequeue.
    @Test func hostileNibsCompileAndRun() throws {
        let cell = NibObject(
            id: "a\n}\nfunc injected() {", kind: .tableViewCell, elementName: "tableViewCell",
            customClass: "Feature-Cell",
            reuseIdentifier: "Feature Cell")
        let nibs = [
            Nib(name: "switch", platform: .ios, objects: [cell]),
            Nib(name: "1 Badge", platform: .ios, objects: [NibObject(id: "b", kind: .view, elementName: "view")]),
            Nib(name: "Empty", platform: .ios),
            Nib(
                name: "zz Later", platform: .ios,
                objects: [
                    NibObject(
                        id: "c", kind: .tableViewCell, elementName: "tableViewCell", reuseIdentifier: "Feature Cell")
                ]),
        ]
        let graph = NavigationGraph(project: Project(name: "Shop", module: "Shop", platform: .ios), storyboards: [])
        let text = try #require(
            CodeGenerator.generate(.scenes, graph: graph.replacingNibs(nibs), options: .init()).first
        )
        .contents
        #expect(text.contains("class Feature-Cell is not a Swift type name"))
        // The program below compiles only if the id stays inside its doc comment.
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(!lines.contains { $0.hasPrefix("func injected") }, "an IB id stays inside its comment")
        #expect(text.contains("zz Later.xib"), "the shadowed identifier is named")
        #expect(text.contains("Empty.xib holds no top-level object."))
        let body = [
            #"UINib.standInRegistry["switch"] = { [UITableViewCell()] }"#,
            #"UINib.standInRegistry["1 Badge"] = { [UIView()] }"#,
            "let table = UITableView()",
            "table.register(Nibs.`switch`, for: ReuseIdentifier.Nibs.featureCell)",
            #"let cell = table.dequeueReusableCell(ReuseIdentifier.Nibs.featureCell, for: IndexPath(row: 0, section: 0))"#,
            #"check(cell as UITableViewCell, UITableViewCell.self, "Feature Cell")"#,
            #"check(cell.reuseIdentifier == "Feature Cell", "Feature Cell keeps its bytes")"#,
            #"check(Nibs._1Badge.instantiate() as UIView, UIView.self, "1 Badge")"#,
        ]
        let outcome = try #require(
            try StandInProgram.run(
                generated: text, stubs: "import UIKit\n", body: body, mode: "6", label: "nibs-hostile"))
        #expect(outcome.status == 0, "\(outcome.output)\n\(text)")
        #expect(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) == "PASS 3")
    }

    /// The `storyboardable` style's nibs, as Reusable's: `register(cellType:)` then the class-keyed dequeue,
    /// and `loadFromNib()` of a view and of a reusable view, each returning its class.
    @Test(arguments: cases)
    func storyboardableRegistersAndLoadsByClass(mode: String) throws {
        let access: AccessLevel = mode.hasSuffix("-public") ? .public : .internal
        let generated = CodeGenerator.generate(
            .storyboardable, graph: CellFixture.graph.replacingNibs(try Self.nibs()),
            options: CodeGenOptions(access: access))
        let text = try #require(generated.first).contents
        #expect(text.contains("extension BadgeView: NibLoadable {}"))
        let body =
            Self.nibContents + [
                "_ = collection",
                "table.register(cellType: ProductCell.self)",
                #"check(table.dequeueReusableCell(for: path) as ProductCell, ProductCell.self, "ProductCell")"#,
                #"check(UINib.standInOpened == ["ProductCell"], "the ProductCell nib is registered")"#,
                #"check(BadgeView.loadFromNib() as BadgeView, BadgeView.self, "BadgeView")"#,
                #"check(GalleryHeader.loadFromNib() as GalleryHeader, GalleryHeader.self, "GalleryHeader")"#,
            ]
        let ran = try StandInProgram.run(
            generated: text, stubs: Self.stubs, body: body, mode: mode, label: "nibs-storyboardable")
        guard let outcome = ran else { return }
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) == "PASS 4")
    }

    /// The nib code of the styles that have it, byte for byte, beside the cell fixture's prototypes
    /// (`Golden/Nibs/`; re-recorded as `GoldenTests` are).
    @Test(arguments: [CodeStyle.scenes, .storyboardable])
    func matchesGoldenFile(style: CodeStyle) throws {
        let files = CodeGenerator.generate(
            style, graph: CellFixture.graph.replacingNibs(try Self.nibs()), options: CodeGenOptions(projectRevision: 3))
        try GoldenTests.compare(files, project: "Nibs", style: style)
    }

    /// `objc-backed`: the reuse identifiers of nib cells and the nib names as `NSString *const`, with the nib's
    /// exact strings, accepted by clang.
    @Test func objectiveCNamesNibCellsAndNibs() throws {
        let files = CodeGenerator.generate(
            .objcBacked, graph: CellFixture.graph.replacingNibs(try Self.nibs()), options: CodeGenOptions())
        let header = try #require(files.first { $0.name.hasSuffix(".h") }).contents
        let implementation = try #require(files.first { $0.name.hasSuffix(".m") }).contents
        for (name, value) in [
            ("ReuseIdentifierNibsPhotoCell", "photo cell"), ("ReuseIdentifierNibsGalleryHeader", "Gallery Header"),
            ("ReuseIdentifierMainProductCell", "ProductCell"), ("NibNameDetailViewController", "DetailViewController"),
            ("NibNameBadgeView", "BadgeView"),
        ] {
            #expect(header.contains("extern NSString *const \(name);\n"), "\(name) is not declared")
            #expect(implementation.contains("NSString *const \(name) = @\"\(value)\";\n"), "\(name) is not defined")
        }
    }

    @Test(.enabled(if: Toolchain.clang != nil, "clang was not found beside swiftc or on PATH"))
    func objectiveCWithNibsPassesClang() throws {
        let files = CodeGenerator.generate(
            .objcBacked, graph: CellFixture.graph.replacingNibs(try Self.nibs()), options: CodeGenOptions())
        let outcome = try ReuseIdentifierObjCTests.clangCheck(files, label: "objc-nibs")
        #expect(outcome.status == 0, "\(outcome.output)")
    }
}
