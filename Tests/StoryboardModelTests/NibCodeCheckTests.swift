import StoryboardModel
import Testing

/// The nib checks that need sources, as pure logic over nibs and facts: a dequeued nib cell no code registers
/// (reported at the dequeue, silent whenever a registration may be the nib's), a File's Owner class no source
/// declares (only the app's own classes).
@Suite struct NibCodeCheckTests {
    static func cellNib(
        _ name: String, identifier: String?, kind: NibObject.Kind = .tableViewCell, class customClass: String? = nil,
        platform: Platform = .ios
    ) -> PlacedNib {
        PlacedNib(
            Nib(
                name: name, platform: platform,
                objects: [
                    NibObject(
                        id: "\(name)-1", kind: kind, elementName: kind.rawValue, customClass: customClass,
                        reuseIdentifier: identifier, line: 5)
                ]),
            path: "Nibs/\(name).xib")
    }

    static func at(_ line: Int, _ file: String = "App/List.swift") -> StoryboardModel.SourceLocation {
        StoryboardModel.SourceLocation(file: file, line: line)
    }

    static func dequeue(_ identifier: String, line: Int = 12, file: String = "App/List.swift") -> CellDequeue {
        CellDequeue(key: .identifier(identifier), location: at(line, file))
    }

    /// Each finding as `file:line nib`.
    static func unregistered(
        _ nibs: [PlacedNib], _ facts: NibCodeFacts, storyboard: Set<String> = []
    ) -> [String] {
        NibCodeCheck.unregisteredCellNibs(nibs, facts: facts, storyboardReuseIdentifiers: storyboard).map {
            "\($0.file):\($0.line ?? 0) \($0.nib)"
        }
    }

    @Test func aDequeuedCellWhoseNibNoCodeRegistersIsReportedAtTheDequeueWithTheFix() throws {
        let nibs = [Self.cellNib("FooCell", identifier: "Foo")]
        let found = NibCodeCheck.unregisteredCellNibs(
            nibs, facts: NibCodeFacts(dequeues: [Self.dequeue("Foo")]), storyboardReuseIdentifiers: [])
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.code == .unregisteredCellNib)
        #expect("\(finding.file):\(finding.line ?? 0)" == "App/List.swift:12")
        #expect(
            finding.message
                == "reuse identifier 'Foo' is dequeued here, but nib 'FooCell' (Nibs/FooCell.xib:5) that holds its "
                + "table view cell is registered by no source: UIKit finds nothing to dequeue and raises; register "
                + "the nib first: tableView.register(UINib(nibName: \"FooCell\", bundle: nil), forCellReuseIdentifier: "
                + "\"Foo\")")
    }

    @Test func anyRegistrationThatMayBeTheNibsSilencesIt() {
        let nibs = [Self.cellNib("FooCell", identifier: "Foo", class: "FooCell")]
        let dequeues = [Self.dequeue("Foo")]
        let registrations: [CellRegistration.NibSource] = [
            .named("FooCell"), .type("FooCell"), .generated("fooCell"), .rswift("fooCell"),
        ]
        for nib in registrations {
            let facts = NibCodeFacts(
                registrations: [CellRegistration(nib: nib, location: Self.at(3))], dequeues: dequeues)
            #expect(Self.unregistered(nibs, facts).isEmpty, "\(nib)")
        }
        // A registration of another nib or class does not.
        let other = NibCodeFacts(
            registrations: [CellRegistration(nib: .named("BarCell"), location: Self.at(3))], dequeues: dequeues)
        #expect(Self.unregistered(nibs, other) == ["App/List.swift:12 FooCell"])
        // Any registration that spells the identifier: the code chose what the dequeue gets.
        let spelled = NibCodeFacts(
            registrations: [CellRegistration(nib: .type("UITableViewCell"), identifier: "Foo", location: Self.at(3))],
            dequeues: dequeues)
        #expect(Self.unregistered(nibs, spelled).isEmpty)
    }

    @Test func aStoryboardPrototypeOfTheIdentifierIsNotReported() {
        let facts = NibCodeFacts(dequeues: [Self.dequeue("Foo")])
        #expect(Self.unregistered([Self.cellNib("FooCell", identifier: "Foo")], facts, storyboard: ["Foo"]).isEmpty)
        // Dequeued by its class, a cell whose class a prototype also has may be the prototype.
        let nibs = [Self.cellNib("FooCell", identifier: nil, class: "FooCell")]
        let byClass = NibCodeFacts(dequeues: [CellDequeue(key: .type("FooCell"), location: Self.at(8))])
        #expect(Self.unregistered(nibs, byClass) == ["App/List.swift:8 FooCell"])
        #expect(
            NibCodeCheck.unregisteredCellNibs(
                nibs, facts: byClass, storyboardReuseIdentifiers: [], storyboardCellClasses: ["FooCell"]
            ).isEmpty)
    }

    @Test func aDynamicRegistrationSilencesItsFileAndWhatTheSourcesSpell() {
        let nibs = [Self.cellNib("FooCell", identifier: "Foo"), Self.cellNib("BarCell", identifier: "Bar")]
        let dynamic = CellRegistration(nib: .unknown, location: Self.at(3, "App/Dynamic.swift"))
        let elsewhere = NibCodeFacts(
            registrations: [dynamic], dequeues: [Self.dequeue("Foo"), Self.dequeue("Foo", file: "App/Dynamic.swift")])
        // Its own file is silent; another file still reported.
        #expect(Self.unregistered(nibs, elsewhere) == ["App/List.swift:12 FooCell"])
        // A name the sources spell outside dequeues may be what it is handed.
        var spelled = elsewhere
        spelled.mentionedStrings = ["FooCell"]
        #expect(Self.unregistered(nibs, spelled).isEmpty)
        // A computed nib for a literal identifier silences that identifier only.
        let forIdentifier = NibCodeFacts(
            registrations: [CellRegistration(nib: .unknown, identifier: "Foo", location: Self.at(3))],
            dequeues: [Self.dequeue("Foo"), Self.dequeue("Bar", line: 14)])
        #expect(Self.unregistered(nibs, forIdentifier) == ["App/List.swift:14 BarCell"])
    }

    @Test func reusableAndGeneratedDequeuesFindTheirNibAndFix() {
        let nibs = [
            Self.cellNib("TypedCell", identifier: nil, class: "TypedCell"),
            Self.cellNib("PhotoCell", identifier: "photo cell", kind: .collectionViewCell, class: "PhotoCell"),
        ]
        let facts = NibCodeFacts(dequeues: [
            CellDequeue(key: .type("TypedCell"), location: Self.at(20)),
            CellDequeue(key: .generated("photoCell"), location: Self.at(21)),
        ])
        let messages = NibCodeCheck.unregisteredCellNibs(nibs, facts: facts, storyboardReuseIdentifiers: []).map(
            \.message)
        #expect(messages.count == 2)
        #expect(
            messages.first?.hasPrefix("class 'TypedCell' (Reusable's identifier, the class's name) is dequeued") == true
        )
        #expect(
            messages.first?.hasSuffix("register the nib first: tableView.register(cellType: TypedCell.self)") == true)
        #expect(
            messages.last?.hasSuffix(
                "collectionView.register(Nibs.photoCell, for: ReuseIdentifier.Nibs.photoCell)") == true)
    }

    @Test func anIdentifierNamedAfterAClassFindsTheNibOfThatClass() {
        let nibs = [Self.cellNib("Progress", identifier: nil, class: "ProgressCell")]
        let facts = NibCodeFacts(dequeues: [CellDequeue(key: .named("ProgressCell"), location: Self.at(30))])
        let message = NibCodeCheck.unregisteredCellNibs(nibs, facts: facts, storyboardReuseIdentifiers: []).first?
            .message
        #expect(
            message?.hasPrefix("the identifier named after class 'ProgressCell' is dequeued here, but nib 'Progress'")
                == true)
        #expect(
            message?.hasSuffix(
                "tableView.register(UINib(nibName: \"Progress\", bundle: nil), forCellReuseIdentifier: "
                    + "<the identifier dequeued here>)") == true)
        // Registered by its class (`ProgressCell.nib()`), it is not reported.
        var registered = facts
        registered.registrations = [CellRegistration(nib: .type("ProgressCell"), location: Self.at(3))]
        #expect(Self.unregistered(nibs, registered).isEmpty)
    }

    @Test func objectiveCDequeuesGetAnObjectiveCFix() {
        let nibs = [Self.cellNib("Badge", identifier: "badge", kind: .collectionReusableView)]
        let facts = NibCodeFacts(dequeues: [Self.dequeue("badge", file: "App/Gallery.m")])
        let message = NibCodeCheck.unregisteredCellNibs(nibs, facts: facts, storyboardReuseIdentifiers: []).first?
            .message
        #expect(
            message?.hasSuffix(
                "[collectionView registerNib:[UINib nibWithNibName:@\"Badge\" bundle:nil] "
                    + "forSupplementaryViewOfKind:kind withReuseIdentifier:@\"badge\"]") == true)
    }

    @Test func macOSCellViewsAreNotJudged() {
        let nibs = [Self.cellNib("Row", identifier: "Row", kind: .tableCellView, platform: .macos)]
        #expect(Self.unregistered(nibs, NibCodeFacts(dequeues: [Self.dequeue("Row")])).isEmpty)
    }

    static func ownerNib(_ name: String, owner: NibOwner) -> PlacedNib {
        PlacedNib(Nib(name: name, platform: .ios, owner: owner), path: "Nibs/\(name).xib")
    }

    @Test func anOwnerClassOfTheAppThatNothingDeclaresIsReportedAtTheOwner() {
        let nibs = [
            Self.ownerNib(
                "Gone",
                owner: NibOwner(
                    customClass: "GoneViewController", customModule: "App", inheritsModuleFromTarget: true, line: 4)),
            Self.ownerNib("Plain", owner: NibOwner(customClass: "PlainController", line: 4)),
            Self.ownerNib("Declared", owner: NibOwner(customClass: "Declared", line: 4)),
            Self.ownerNib("Scene", owner: NibOwner(customClass: "SceneController", line: 4)),
            Self.ownerNib("Foreign", owner: NibOwner(customClass: "KitController", customModule: "Kit", line: 4)),
            Self.ownerNib("Named", owner: NibOwner(customClass: "Mine", customModule: "App", line: 4)),
            Self.ownerNib("UIKit", owner: NibOwner(customClass: "UIViewController", line: 4)),
            Self.ownerNib("None", owner: NibOwner(line: 4)),
        ]
        let found = NibCodeCheck.unknownOwnerClasses(
            nibs, facts: NibCodeFacts(declaredClasses: ["Declared"]), storyboardClasses: ["SceneController"],
            module: "App")
        #expect(
            found.map { "\($0.file):\($0.line ?? 0) \($0.nib)" } == [
                "Nibs/Gone.xib:4 Gone", "Nibs/Plain.xib:4 Plain", "Nibs/Named.xib:4 Named",
            ])
        #expect(
            found.first?.message.hasPrefix(
                "File's Owner class 'GoneViewController' of nib 'Gone' is declared by no Swift") == true)
        // Without the project's module known, a module set without the target's provider is another module's.
        let unknownModule = NibCodeCheck.unknownOwnerClasses(
            nibs, facts: NibCodeFacts(declaredClasses: ["Declared"]), storyboardClasses: ["SceneController"],
            module: nil)
        #expect(unknownModule.map(\.nib) == ["Gone", "Plain"])
    }
}
