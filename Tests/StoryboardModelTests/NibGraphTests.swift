import Foundation
import Testing

@testable import StoryboardModel

/// The project's nibs in the graph (docs/model.md, "Nibs"): lookup answers the classes they hold with how code
/// obtains them, and a view controller nib's class is a node code edges reach.
@Suite struct NibGraphTests {
    typealias F = CodeNavigationFixture

    /// `LegalViewController`, which Welcome presents in code, from its own nib.
    static let legal = Nib(
        name: "LegalViewController", platform: .ios,
        owner: NibOwner(customClass: "LegalViewController", inheritsModuleFromTarget: true, viewOutlet: "V1", line: 10),
        objects: [NibObject(id: "V1", kind: .view, elementName: "view", line: 14)])
    /// A view controller nib no code reaches, named as UIKit looks it up for `AboutViewController()`.
    static let about = Nib(
        name: "AboutView", platform: .ios,
        owner: NibOwner(customClass: "AboutViewController", viewOutlet: "A1", line: 9),
        objects: [NibObject(id: "A1", kind: .view, elementName: "view", line: 12)])
    /// A table cell and a supplementary view, one of a class a storyboard scene also has.
    static let cells = Nib(
        name: "ProfileCell", platform: .ios, owner: NibOwner(line: 8),
        objects: [
            NibObject(
                id: "C1", kind: .tableViewCell, elementName: "tableViewCell", customClass: "ProfileCell",
                inheritsModuleFromTarget: true, reuseIdentifier: "profile", line: 11),
            NibObject(
                id: "H1", kind: .collectionReusableView, elementName: "collectionReusableView",
                customClass: "SectionHeader", customModule: "Kit", line: 30),
        ])
    /// A banner view after a gesture recognizer, and Settings' view controller class as a File's Owner.
    static let settings = Nib(
        name: "Settings", platform: .ios,
        owner: NibOwner(customClass: "SettingsViewController", viewOutlet: "S1", line: 7),
        objects: [
            NibObject(id: "G1", kind: .other, elementName: "tapGestureRecognizer", line: 10),
            NibObject(id: "S1", kind: .view, elementName: "view", customClass: "BannerView", line: 12),
        ])
    static let nibs = [legal, about, cells, settings]

    static func graph(code: CodeNavigation = F.code, nibs: [Nib] = nibs) -> NavigationGraph {
        NavigationGraph(project: F.project, storyboards: [F.main, F.onboarding], code: code, nibs: nibs)
    }

    @Test func aNibCellClassNoStoryboardHasIsAnsweredWithItsRegisterCall() throws {
        let result = try Self.graph().lookup(className: "ProfileCell")
        #expect(
            result
                == LookupResult(
                    storyboard: "", scene: "ProfileCell", kind: "nib", identifier: nil, initial: false,
                    swiftType: "ProfileCell", module: "Mixed", instantiation: .code,
                    reason:
                        "no storyboard has class ProfileCell; nib 'ProfileCell' (ProfileCell.xib:11) holds it as a "
                        + "table view cell with reuse identifier 'profile': tableView.register(UINib(nibName: "
                        + "\"ProfileCell\", bundle: nil), forCellReuseIdentifier: \"profile\"), then "
                        + "tableView.dequeueReusableCell(withIdentifier: \"profile\", for: indexPath) as! ProfileCell",
                    nibs: [
                        NibLookup(
                            nib: "ProfileCell", file: "ProfileCell.xib", line: 11, role: .tableViewCell,
                            objectID: "C1", element: "tableViewCell", reuseIdentifier: "profile", module: "Mixed",
                            obtain:
                                "tableView.register(UINib(nibName: \"ProfileCell\", bundle: nil), "
                                + "forCellReuseIdentifier: \"profile\"), then tableView.dequeueReusableCell("
                                + "withIdentifier: \"profile\", for: indexPath) as! ProfileCell")
                    ]))
        // Without nibs the class is unknown, as before.
        #expect(throws: GraphError.self) { try F.graph().lookup(className: "ProfileCell") }
    }

    @Test func supplementaryViewsAndTopLevelViewsSayHowCodeLoadsThem() throws {
        let graph = Self.graph()
        let header = try #require(try graph.lookup(className: "SectionHeader").nibs?.first)
        #expect(header.role == .collectionReusableView)
        #expect(header.module == "Kit")
        #expect(
            header.obtain
                == "collectionView.register(UINib(nibName: \"ProfileCell\", bundle: nil), forSupplementaryViewOfKind: "
                + "kind, withReuseIdentifier: \"SectionHeader\"), then collectionView.dequeueReusableSupplementaryView("
                + "ofKind: kind, withReuseIdentifier: \"SectionHeader\", for: indexPath) as! SectionHeader (the nib "
                + "sets no reuse identifier: this registers it under its class's name)")
        #expect(try graph.lookup(className: "Kit.SectionHeader").nibs == [header])
        let banner = try graph.lookup(className: "BannerView")
        #expect(
            banner.reason
                == "no storyboard has class BannerView; nib 'Settings' (Settings.xib:12) holds it as a top-level "
                + "view: UINib(nibName: \"Settings\", bundle: nil).instantiate(withOwner: nil, options: nil)[1] as! "
                + "BannerView")
    }

    @Test func aClassOfAStoryboardAndANibListsBoth() throws {
        let result = try Self.graph().lookup(className: "SettingsViewController")
        #expect(result.ref == ref("Main/SETTINGS"))
        #expect(result.instantiation == .identifier)
        #expect(
            result.reason
                == "UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"Settings\"); "
                + "nib 'Settings' (Settings.xib:7) also holds it as the File's Owner of its view (a view "
                + "controller): SettingsViewController(nibName: \"Settings\", bundle: nil)")
        #expect(result.nibs?.map(\.role) == [.viewController])
        // A scene's class stays the scene: its nib makes no second node.
        #expect(Self.graph().document().codeNodes?.map(\.className).contains("SettingsViewController") == false)
    }

    @Test func aClassCodeMakesFromItsNibListsTheCallsAndTheNib() throws {
        let result = try Self.graph().lookup(className: "LegalViewController")
        #expect(result.kind == "code")
        #expect(result.madeInCode == [F.legalFromNib])
        #expect(
            result.reason
                == "no storyboard has class LegalViewController; nib 'LegalViewController' "
                + "(LegalViewController.xib:10) holds it as the File's Owner of its view (a view controller): "
                + "LegalViewController(nibName: \"LegalViewController\", bundle: nil), or LegalViewController(), "
                + "which finds 'LegalViewController.xib' by the class's name; code makes it at App/Welcome.swift:7 "
                + "(nib) and shows it at App/Welcome.swift:8 (present)")
        let about = try Self.graph().lookup(className: "AboutViewController")
        #expect(
            about.nibs?.first?.obtain
                == "AboutViewController(nibName: \"AboutView\", bundle: nil), or AboutViewController(), which finds "
                + "'AboutView.xib' by the class's name")
    }

    @Test func aViewControllerNibIsANodeCodeEdgesReachAndRoutesCross() throws {
        let graph = Self.graph()
        let nodes = try #require(graph.document().codeNodes)
        let legal = try #require(nodes.first { $0.className == "LegalViewController" })
        #expect(legal.nib?.file == "LegalViewController.xib")
        #expect(legal.nib?.line == 10)
        #expect(nodes.first { $0.className == "AboutViewController" }?.nib?.nib == "AboutView")
        #expect(nodes.first { $0.className == "AppCoordinator" }?.nib == nil)
        #expect(graph.codeArrivals(at: .code("LegalViewController")) == [F.welcomePresentsLegal])
        let route = try graph.route(from: "AppCoordinator", to: "LegalViewController")
        #expect(route.map(\.to) == [ref("Onboarding/WELCOME"), .code("LegalViewController")])
        #expect(route.last?.location == SourceLocation(file: "App/Welcome.swift", line: 8))
    }

    @Test func nibNodesAreDrawnLabelledWithTheirNib() throws {
        let graph = Self.graph()
        let dot = graph.export(format: .dot)
        #expect(dot.contains("label=\"Made in code or from nibs\"; id=\"code\""))
        #expect(
            dot.contains(
                "\"code:LegalViewController\" [id=\"code:LegalViewController\", class=\"code-node nib-node\", "
                    + "label=\"LegalViewController\\nnib: LegalViewController.xib\", tooltip=\"LegalViewController "
                    + "(from its nib, LegalViewController.xib:10)\", shape=component"))
        #expect(dot.contains("\"code:AppCoordinator\" [id=\"code:AppCoordinator\", class=\"code-node\", label="))
        #expect(!F.graph().export(format: .dot).contains("nib"))
        let mermaid = graph.export(format: .mermaid)
        #expect(mermaid.contains("{{\"LegalViewController<br/>nib: LegalViewController.xib\"}}"))
        // Nibs alone, no code: their view controllers are drawn, with no code edge.
        let alone = Self.graph(code: CodeNavigation())
        #expect(alone.document().codeNodes?.map(\.className) == ["AboutViewController", "LegalViewController"])
        #expect(alone.document().codeEdges == [])
        #expect(alone.export(format: .dot).contains("class=\"code-node nib-node\""))
    }

    @Test func nibNodesChangeNoUnreachableDiagnostic() {
        func unreachable(_ graph: NavigationGraph) -> [String] {
            graph.diagnostics().filter { $0.code == .unreachableScene }.map(\.message)
        }
        #expect(unreachable(Self.graph()) == unreachable(F.graph()))
        #expect(unreachable(Self.graph(code: CodeNavigation())) == unreachable(F.withoutCode()))
        #expect(!unreachable(Self.graph()).isEmpty)
    }

    @Test func updatesKeepTheNibs() {
        let graph = Self.graph()
        var main = F.main
        main.scenes.removeAll { $0.id == "ORPHAN" }
        #expect(
            graph.updating(project: F.project, changed: [main])
                == NavigationGraph(
                    project: F.project, storyboards: [main, F.onboarding], code: F.code, nibs: Self.nibs))
        #expect(graph.updating(project: F.project, changed: [], removed: ["Onboarding"]).nibs == graph.nibs)
        #expect(F.graph().replacingNibs(Self.nibs) == graph)
        #expect(graph.replacingCode(CodeNavigation()) == Self.graph(code: CodeNavigation()))
        #expect(graph.nibs.map(\.name) == ["AboutView", "LegalViewController", "ProfileCell", "Settings"])
    }

    @Test func aPrototypeCellClassInANibIsAnsweredByTheCellLookupWithTheNib() throws {
        var list = F.main
        list.scenes[1].cells = [
            PrototypeCell(
                id: "P1", kind: .tableViewCell, reuseIdentifier: "profile", customClass: "ProfileCell",
                containerID: "TV")
        ]
        let graph = NavigationGraph(project: F.project, storyboards: [list], nibs: [Self.cells])
        #expect(throws: GraphError.self) { try graph.lookup(className: "ProfileCell") }
        let cells = try graph.lookupCell(className: "ProfileCell")
        #expect(cells.cells.map(\.cell) == ["P1"])
        #expect(cells.nibs?.map(\.nib) == ["ProfileCell"])
    }

    @Test func appKitNibsAreObtainedThroughNSNib() throws {
        let nib = Nib(
            name: "Rows", platform: .macos,
            objects: [
                NibObject(
                    id: "T1", kind: .tableCellView, elementName: "tableCellView", customClass: "RowView",
                    reuseIdentifier: "row", line: 5),
                NibObject(id: "W1", kind: .other, elementName: "window", customClass: "MainWindow", line: 20),
            ])
        let graph = NavigationGraph(project: Project(name: "Mac", platform: .macos), storyboards: [], nibs: [nib])
        #expect(
            try graph.lookup(className: "RowView").nibs?.first?.obtain
                == "tableView.register(NSNib(nibNamed: \"Rows\", bundle: nil), forIdentifier: "
                + "NSUserInterfaceItemIdentifier(\"row\")), then tableView.makeView(withIdentifier: "
                + "NSUserInterfaceItemIdentifier(\"row\"), owner: self) as! RowView")
        #expect(
            try graph.lookup(className: "MainWindow").nibs?.first?.obtain
                == "NSNib(nibNamed: \"Rows\", bundle: nil)?.instantiate(withOwner: nil, topLevelObjects: &objects), "
                + "then the MainWindow among objects (AppKit keeps no order)")
    }

    @Test func aFileOwnerOfAFrameworkClassMakesNoNode() throws {
        // IBDecodable's LabelsWithFonts.xib: the File's Owner is a plain `UIViewController`.
        let plain = Nib(
            name: "LabelsWithFonts", platform: .ios,
            owner: NibOwner(customClass: "UIViewController", viewOutlet: "V1", line: 12),
            objects: [NibObject(id: "V1", kind: .view, elementName: "view", customClass: "UIView", line: 20)])
        let graph = Self.graph(code: CodeNavigation(), nibs: [plain])
        #expect(graph.document().codeNodes == nil)
        #expect(graph.nibLookups(className: "UIViewController") == [])
        #expect(graph.nibLookups(className: "UIView") == [])
        #expect(NavigationGraph.isFrameworkClass("UIViewController", module: nil, inherited: false))
        #expect(!NavigationGraph.isFrameworkClass("UIViewController", module: "App", inherited: false))
        #expect(!NavigationGraph.isFrameworkClass("UIKitDemoController", module: nil, inherited: true))
        #expect(!NavigationGraph.isFrameworkClass("Unicorn", module: nil, inherited: false))
    }

    @Test func lookupJSONWithoutNibsIsWhatItWas() throws {
        let plain = try F.graph().lookup(className: "ListViewController")
        let encoded = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
        #expect(!encoded.contains("nibs"))
        let old = Data(
            #"{"storyboard":"Main","scene":"LIST","kind":"tableViewController","initial":false,"swiftType":"L","instantiation":"none","reason":"r"}"#
                .utf8)
        #expect(try JSONDecoder().decode(LookupResult.self, from: old).nibs == nil)
        let withNib = try Self.graph().lookup(className: "ProfileCell")
        #expect(try JSONDecoder().decode(LookupResult.self, from: JSONEncoder().encode(withNib)) == withNib)
    }
}
