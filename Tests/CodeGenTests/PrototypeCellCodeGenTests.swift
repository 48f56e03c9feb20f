import Foundation
import StoryboardModel
import Testing

@testable import CodeGen

/// Typed reuse identifiers and typed dequeue, compiled with `-warnings-as-errors` against the UIKit
/// stand-in and run: the program registers each prototype's class under the identifier the fixture gives
/// it (as the storyboard runtime does for prototypes), dequeues it through the generated API and checks the
/// exact class it gets back, both as the static type (`as ProductCell` does not compile when the generated
/// API returns `UITableViewCell`) and at run time. Expected classes are the fixture's (`CellFixture`).
@Suite struct PrototypeCellCodeGenTests {
    /// The app's classes the fixture names, with their UIKit superclass.
    static let stubs = """
        import UIKit

        final class ProductListViewController: UITableViewController {}
        final class GalleryViewController: UICollectionViewController {}
        final class SettingsViewController: UITableViewController {}
        final class ProductCell: UITableViewCell {}
        final class PhotoCell: UICollectionViewCell {}
        final class GalleryHeader: UICollectionReusableView {}
        final class SettingsCell: UITableViewCell {}

        """

    /// What the storyboard runtime knows of the fixture's prototypes: table and collection views with every
    /// prototype class registered under its reuse identifier.
    static let registrations = """
        let table = UITableView()
        table.register(ProductCell.self, forCellReuseIdentifier: "ProductCell")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Feature Cell")
        let collection = UICollectionView()
        collection.register(PhotoCell.self, forCellWithReuseIdentifier: "PhotoCell")
        collection.register(GalleryHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "Footer")
        let path = IndexPath(row: 0, section: 0)
        """

    static let scenesChecks = [
        #"check(table.dequeueReusableCell(ReuseIdentifier.Main.productCell, for: path) as ProductCell, ProductCell.self, "ProductCell")"#,
        #"check(table.dequeueReusableCell(ReuseIdentifier.Main.plain, for: path) as UITableViewCell, UITableViewCell.self, "plain")"#,
        #"check(table.dequeueReusableCell(ReuseIdentifier.Main.featureCell, for: path) as UITableViewCell, UITableViewCell.self, "Feature Cell")"#,
        #"check(collection.dequeueReusableCell(ReuseIdentifier.Main.photoCell, for: path) as PhotoCell, PhotoCell.self, "PhotoCell")"#,
        #"check(collection.dequeueReusableSupplementaryView(ReuseIdentifier.Main.header, for: path) as GalleryHeader, GalleryHeader.self, "Header")"#,
        #"check(collection.dequeueReusableSupplementaryView(ReuseIdentifier.Main.footer, for: path) as UICollectionReusableView, UICollectionReusableView.self, "Footer")"#,
        #"check(ReuseIdentifier.Main.featureCell.identifier == "Feature Cell", "Feature Cell keeps its identifier")"#,
    ]

    static let storyboardableChecks = [
        #"check(table.dequeueReusableCell(for: path) as ProductCell, ProductCell.self, "ProductCell")"#,
        #"check(collection.dequeueReusableCell(for: path, as: PhotoCell.self), PhotoCell.self, "PhotoCell")"#,
        #"check(collection.dequeueReusableSupplementaryView(for: path) as GalleryHeader, GalleryHeader.self, "Header")"#,
        #"check(GalleryHeader.elementKind == UICollectionView.elementKindSectionHeader, "Header is a section header")"#,
    ]

    static let cases: [(CodeStyle, String)] = [
        (.scenes, "6"), (.scenes, "5"), (.scenes, "6-public"), (.storyboardable, "6"), (.storyboardable, "5"),
        (.storyboardable, "6-public"),
    ]

    @Test(arguments: cases)
    func dequeueReturnsThePrototypesClass(style: CodeStyle, mode: String) throws {
        let access: AccessLevel = mode.hasSuffix("-public") ? .public : .internal
        let generated = CodeGenerator.generate(style, graph: CellFixture.graph, options: CodeGenOptions(access: access))
        let checks = style == .scenes ? Self.scenesChecks : Self.storyboardableChecks
        let ran = try StandInProgram.run(
            generated: try #require(generated.first).contents, stubs: Self.stubs,
            body: Self.registrations.split(separator: "\n").map(String.init) + checks, mode: mode,
            label: "cells-\(style.rawValue)")
        guard let outcome = ran else { return }
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) == "PASS \(checks.count)")
    }

    /// Every style over the cell fixture with the compile-and-run harness (`ProgramBuilder`, whose stubs
    /// declare the cell classes the generated code names): the scenes still instantiate, nothing clashes.
    @Test(arguments: CodeStyle.allCases)
    func everyStyleCompilesAndRunsWithCells(style: CodeStyle) throws {
        let (outcome, expectedChecks) = try ProgramBuilder.compileAndRun(
            CellFixture.graph, style: style, label: "cells-all")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) == "PASS \(expectedChecks)")
    }

    @Test func theFixtureFileReadsAsItsHandWrittenModel() throws {
        let read = try CellFixture.imported()
        let written = CellFixture.storyboard
        #expect(read.scenes.map(\.cells) == written.scenes.map(\.cells))
        #expect(read.scenes.map(\.id) == written.scenes.map(\.id))
    }

    @Test func staticCellsGetNoMemberAndNoConformance() throws {
        for style in [CodeStyle.scenes, .storyboardable] {
            let text = try #require(CodeGenerator.generate(style, graph: CellFixture.graph, options: .init()).first)
                .contents
            #expect(!text.contains("SettingsCell") && !text.contains("SettingsRow"), "\(style.rawValue): a static cell")
        }
    }

    @Test func aProjectWithoutCellsGetsNoReuseIdentifiers() throws {
        var storyboard = CellFixture.storyboard
        for index in storyboard.scenes.indices { storyboard.scenes[index].cells = [] }
        let graph = NavigationGraph(project: Project(name: "Shop", module: "Shop"), storyboards: [storyboard])
        let scenes = try #require(CodeGenerator.generate(.scenes, graph: graph, options: .init()).first).contents
        #expect(!scenes.contains("ReuseIdentifier"))
        #expect(!scenes.contains("UITableView"))
    }

    @Test func cellClassesAreNotShadowedByAStoryboardEnum() throws {
        var storyboard = CellFixture.storyboard
        storyboard.name = "ProductCell"
        let graph = NavigationGraph(project: Project(name: "Shop", module: "Shop"), storyboards: [storyboard])
        let scenes = try #require(CodeGenerator.generate(.scenes, graph: graph, options: .init()).first).contents
        // `enum ProductCell { static let productCell = ReusableCell<ProductCell>(...) }` would name the enum.
        #expect(scenes.contains("enum ProductCell2"))
        #expect(scenes.contains("ReusableCell<ProductCell>(identifier: \"ProductCell\")"))
    }
}
