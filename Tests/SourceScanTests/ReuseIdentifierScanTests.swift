import SourceScan
import Testing

/// Dequeue and register calls: their identifier literals are reuse identifiers (dequeues) or registrations,
/// in Swift and Objective-C, whatever argument the identifier is.
@Suite struct ReuseIdentifierScanTests {
    static func references(_ text: String, _ language: SourceLanguage = .swift) -> [String] {
        SourceScan(text, language: language).references.map { "\($0.kind.rawValue):\($0.value)@\($0.line)" }
    }

    @Test func swiftDequeuesAreReuseIdentifiers() {
        let text = """
            let a = tableView.dequeueReusableCell(withIdentifier: "Old")
            let b = tableView.dequeueReusableCell(withIdentifier: "ProductCell", for: indexPath) as! ProductCell
            let c = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath)
            let d = collectionView.dequeueReusableSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header", for: indexPath)
            let e = collectionView.dequeueReusableSupplementaryView(ofKind: kinds[min(1, 2)], withReuseIdentifier: "Footer", for: indexPath)
            """
        #expect(
            Self.references(text) == [
                "reuseIdentifier:Old@1", "reuseIdentifier:ProductCell@2", "reuseIdentifier:PhotoCell@3",
                "reuseIdentifier:Header@5", "reuseIdentifier:Footer@6",
            ])
    }

    @Test func swiftRegistrationsAreTold() {
        let text = """
            tableView.register(ProductCell.self, forCellReuseIdentifier: "Registered")
            collectionView.register(UINib(nibName: "PhotoCell", bundle: nil), forCellWithReuseIdentifier: "Nib")
            collectionView.register(Header.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Head")
            """
        #expect(
            Self.references(text) == [
                "reuseIdentifierRegistration:Registered@1", "reuseIdentifierRegistration:Nib@2",
                "reuseIdentifierRegistration:Head@3",
            ])
    }

    @Test func otherCallsWithTheSameLabelsAreNot() {
        let text = """
            cache.store(value, withReuseIdentifier: "NotACell")
            let x = make(withReuseIdentifier: "Neither")
            label.text = "ProductCell"
            """
        #expect(Self.references(text) == [])
    }

    @Test func objectiveCDequeuesAndRegistrations() {
        let text = """
            UITableViewCell *a = [tableView dequeueReusableCellWithIdentifier:@"Old"];
            UITableViewCell *b = [self.tableView dequeueReusableCellWithIdentifier:@"ProductCell" forIndexPath:indexPath];
            id c = [collectionView dequeueReusableCellWithReuseIdentifier:@"PhotoCell" forIndexPath:indexPath];
            id d = [collectionView dequeueReusableSupplementaryViewOfKind:UICollectionElementKindSectionHeader
                                                      withReuseIdentifier:@"Header" forIndexPath:indexPath];
            [tableView registerClass:[Cell class] forCellReuseIdentifier:@"Registered"];
            [collectionView registerNib:nib forSupplementaryViewOfKind:kind withReuseIdentifier:@"Head"];
            [collectionView registerClass:[Cell class] forCellWithReuseIdentifier:@"Grid"];
            """
        #expect(
            Self.references(text, .objectiveC) == [
                "reuseIdentifier:Old@1", "reuseIdentifier:ProductCell@2", "reuseIdentifier:PhotoCell@3",
                "reuseIdentifier:Header@5", "reuseIdentifierRegistration:Registered@6",
                "reuseIdentifierRegistration:Head@7", "reuseIdentifierRegistration:Grid@8",
            ])
    }

    @Test func appKitMakeViewAndNibRegistrationsInBothLanguages() {
        let swift = """
            let a = tableView.makeView(withIdentifier: NSUserInterfaceItemIdentifier("NameCell"), owner: self)
            let b = outlineView.makeView(withIdentifier: NSUserInterfaceItemIdentifier(rawValue: "ShelfCell"), owner: nil)
            tableView.register(nib, forIdentifier: NSUserInterfaceItemIdentifier("FromNib"))
            let c = NSUserInterfaceItemIdentifier("NotACall")
            let d = cache.value(withIdentifier: NSUserInterfaceItemIdentifier("Neither"))
            """
        #expect(
            Self.references(swift) == [
                "reuseIdentifier:NameCell@1", "reuseIdentifier:ShelfCell@2", "reuseIdentifierRegistration:FromNib@3",
            ])
        let objectiveC = """
            NSTableCellView *a = [tableView makeViewWithIdentifier:@"NameCell" owner:self];
            [tableView registerNib:nib forIdentifier:@"FromNib"];
            [cache storeValue:value forIdentifier:@"Neither"];
            """
        #expect(
            Self.references(objectiveC, .objectiveC) == [
                "reuseIdentifier:NameCell@1", "reuseIdentifierRegistration:FromNib@2",
            ])
    }
}
