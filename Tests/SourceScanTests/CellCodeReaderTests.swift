import SourceScan
import StoryboardModel
import Testing

/// What `CellCodeReader` reads out of a file for the nib checks: registrations and the nib each hands over,
/// dequeues by identifier, generated member or class, the classes declared, and what is mentioned elsewhere.
@Suite struct CellCodeReaderTests {
    static func read(_ text: String, _ language: SourceLanguage = .swift) -> NibCodeFacts {
        CellCodeReader.read(path: language == .swift ? "F.swift" : "F.m", text: text, language: language)
    }

    /// Each registration as `nib identifier@line`.
    static func registrations(_ text: String, _ language: SourceLanguage = .swift) -> [String] {
        read(text, language).registrations.map { "\(describe($0.nib)) \($0.identifier ?? "-")@\($0.location.line)" }
    }

    static func describe(_ nib: CellRegistration.NibSource) -> String {
        switch nib {
        case .named(let name): "named:\(name)"
        case .type(let name): "type:\(name)"
        case .generated(let member): "generated:\(member)"
        case .rswift(let member): "rswift:\(member)"
        case .unknown: "unknown"
        }
    }

    /// Each dequeue as `key@line`.
    static func dequeues(_ text: String, _ language: SourceLanguage = .swift) -> [String] {
        read(text, language).dequeues.map { dequeue in
            switch dequeue.key {
            case .identifier(let value): "identifier:\(value)@\(dequeue.location.line)"
            case .generated(let value): "generated:\(value)@\(dequeue.location.line)"
            case .type(let value): "type:\(value)@\(dequeue.location.line)"
            case .named(let value): "named:\(value)@\(dequeue.location.line)"
            }
        }
    }

    @Test func swiftRegistrationsNameTheirNib() {
        let text = """
            tableView.register(UINib(nibName: "A", bundle: nil), forCellReuseIdentifier: "a")
            collectionView.register(UINib.init(nibName: "B", bundle: .main), forCellWithReuseIdentifier: B.id)
            collectionView.register(UINib(nibName: "C", bundle: nil), forSupplementaryViewOfKind: kind, withReuseIdentifier: "c")
            tableView.register(UINib(nibName: "D", bundle: nil), forHeaderFooterViewReuseIdentifier: "d")
            tableView.register(ECell.self, forCellReuseIdentifier: "e")
            tableView.register(FCell.nib(), forCellReuseIdentifier: FCell.className)
            tableView.register(R.nib.gCell, forCellReuseIdentifier: "g")
            tableView.register(Nibs.hCell, for: ReuseIdentifier.Nibs.hCell)
            tableView.register(cellType: ICell.self)
            collectionView.register(supplementaryViewType: JView.self, ofKind: kind)
            tableView.register(UINib(nibName: String(describing: KCell.self), bundle: nil), forCellReuseIdentifier: "k")
            """
        #expect(
            Self.registrations(text) == [
                "named:A a@1", "named:B -@2", "named:C c@3", "named:D d@4", "type:ECell e@5", "type:FCell -@6",
                "rswift:gCell g@7", "generated:hCell -@8", "type:ICell -@9", "type:JView -@10", "type:KCell k@11",
            ])
    }

    @Test func aLocalHoldingANibIsFollowed() {
        let text = """
            let nib = UINib(nibName: "Local", bundle: nil)
            tableView.register(nib, forCellReuseIdentifier: "local")
            let typed: UINib = UINib(nibName: "Typed", bundle: nil)
            tableView.register(typed, forCellReuseIdentifier: "typed")
            tableView.register(self.nib, forCellReuseIdentifier: "again")
            """
        #expect(Self.registrations(text) == ["named:Local local@2", "named:Typed typed@4", "named:Local again@5"])
    }

    @Test func computedNibsAreUnknownNotGuessed() {
        let text = """
            func register<Cell: UITableViewCell>(_ type: Cell.Type) {
                tableView.register(UINib(nibName: name, bundle: nil), forCellReuseIdentifier: name)
                tableView.register(parameter, forCellReuseIdentifier: "p")
                tableView.register(Cell.self, forCellReuseIdentifier: "generic")
                tableView.register(Constants.cellNib, forCellReuseIdentifier: "c")
                tableView.register(UINib(nibName: Constants.fooCellNib, bundle: nil), forCellReuseIdentifier: "f")
            }
            """
        #expect(
            Self.registrations(text) == [
                "unknown -@2", "unknown p@3", "unknown generic@4", "unknown c@5", "unknown f@6",
            ])
    }

    @Test func helpersNamedRegisterNameTheirLiteralsAndClasses() {
        let text = """
            tableView.registerCell(FooCell.self)
            tableView.registerNibs(["Bar", "Baz"])
            tableView.register(nibWithCellClass: QuxCell.self)
            """
        #expect(
            Self.registrations(text) == [
                "type:FooCell -@1", "named:Bar Bar@2", "named:Baz Baz@2", "type:QuxCell -@3",
            ])
    }

    @Test func objectiveCRegistrationsNameTheirNib() {
        let text = """
            [self.tableView registerNib:[UINib nibWithNibName:@"A" bundle:nil] forCellReuseIdentifier:@"a"];
            [collectionView registerNib:[UINib nibWithNibName:@"B" bundle:[NSBundle mainBundle]]
                forSupplementaryViewOfKind:UICollectionElementKindSectionHeader withReuseIdentifier:@"b"];
            UINib *nib = [UINib nibWithNibName:@"C" bundle:nil];
            [tableView registerNib:nib forCellReuseIdentifier:@"c"];
            [tableView registerClass:[DCell class] forCellReuseIdentifier:@"d"];
            [tableView registerNib:[UINib nibWithNibName:NSStringFromClass([ECell class]) bundle:nil] forCellReuseIdentifier:@"e"];
            [tableView registerNib:someNib forHeaderFooterViewReuseIdentifier:@"f"];
            """
        #expect(
            Self.registrations(text, .objectiveC) == [
                "named:A a@1", "named:B b@2", "named:C c@5", "type:DCell d@6", "type:ECell e@7", "unknown f@8",
            ])
    }

    @Test func dequeuesByIdentifierMemberAndClass() {
        let text = """
            tableView.dequeueReusableCell(withIdentifier: "a", for: indexPath)
            collectionView.dequeueReusableCell(withReuseIdentifier: "b", for: indexPath)
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "c", for: indexPath)
            tableView.dequeueReusableHeaderFooterView(withIdentifier: "d")
            tableView.dequeueReusableCell(ReuseIdentifier.Nibs.eCell, for: indexPath)
            tableView.dequeueReusableCell(for: indexPath, cellType: FCell.self)
            let g = tableView.dequeueReusableCell(for: indexPath) as GCell
            let h: HCell = tableView.dequeueReusableCell(for: indexPath)
            tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
            tableView.dequeueReusableCell(ReuseIdentifier.Main.storyCell, for: indexPath)
            tableView.dequeueReusableCell(withIdentifier: ICell.reuseIdentifier, for: indexPath)
            tableView.dequeueReusableCell(withIdentifier: String(describing: JCell.self), for: indexPath)
            tableView.dequeueReusableCell(withIdentifier: Constants.cellID, for: indexPath)
            """
        #expect(
            Self.dequeues(text) == [
                "identifier:a@1", "identifier:b@2", "identifier:c@3", "identifier:d@4", "generated:eCell@5",
                "type:FCell@6", "type:GCell@7", "type:HCell@8", "named:ICell@11", "named:JCell@12",
            ])
    }

    @Test func objectiveCDequeues() {
        let text = """
            [tableView dequeueReusableCellWithIdentifier:@"a" forIndexPath:indexPath];
            [collectionView dequeueReusableCellWithReuseIdentifier:@"b" forIndexPath:indexPath];
            [collectionView dequeueReusableSupplementaryViewOfKind:kind withReuseIdentifier:@"c" forIndexPath:indexPath];
            [tableView dequeueReusableHeaderFooterViewWithIdentifier:@"d"];
            [tableView dequeueReusableCellWithIdentifier:identifier];
            [tableView dequeueReusableCellWithIdentifier:NSStringFromClass([ECell class]) forIndexPath:indexPath];
            """
        #expect(
            Self.dequeues(text, .objectiveC) == [
                "identifier:a@1", "identifier:b@2", "identifier:c@3", "identifier:d@4", "named:ECell@6",
            ])
    }

    @Test func declaredClassesInBothLanguages() {
        let swift = Self.read(
            """
            final class Profile: UIViewController { class func make() {} }
            @objc(LegacyName) public class Modern: NSObject {}
            typealias Alias = Profile
            protocol Only: class {}
            """)
        #expect(swift.declaredClasses == ["Profile", "LegacyName", "Modern", "Alias"])
        let objectiveC = Self.read(
            """
            @interface Header : UIView
            @end
            @implementation Body
            @end
            @class Forward;
            """, .objectiveC)
        #expect(objectiveC.declaredClasses == ["Header", "Body"])
    }

    @Test func mentionsLeaveDequeuesOut() {
        let facts = Self.read(
            """
            let names = ["Spelled"]
            tableView.dequeueReusableCell(withIdentifier: "OnlyDequeued", for: indexPath)
            tableView.dequeueReusableCell(for: indexPath, cellType: Dequeued.self)
            let types = [Listed.self]
            """)
        #expect(facts.mentionedStrings == ["Spelled"])
        #expect(facts.mentionedTypes == ["Listed"])
    }

    @Test func stringsAndCommentsAreNotCode() {
        let text = """
            // tableView.register(UINib(nibName: "InComment", bundle: nil), forCellReuseIdentifier: "x")
            let text = "tableView.dequeueReusableCell(withIdentifier: \\"InString\\", for: indexPath)"
            """
        #expect(Self.read(text).registrations.isEmpty)
        #expect(Self.read(text).dequeues.isEmpty)
    }
}
