import Foundation
import Testing

/// `navgraph check --sources` over dequeue calls: the fixture app (Tests/Fixtures/Cells/Shop) declares the
/// prototypes ProductCell, plain, Feature Cell, PhotoCell, Header and Footer; its Swift code registers
/// Banner itself and dequeues a typo (ProductCel), its Objective-C code a header that is not there (Heading).
@Suite struct CheckReuseIdentifierTests {
    static let folder = CLITest.fixtures.appendingPathComponent("Cells")

    @Test func undeclaredReuseIdentifiersAreErrorsAtTheirLiteral() throws {
        let result = CLITest.run(["check", "--format", "json", "--sources", "Shop/Code", "Shop"], in: Self.folder)
        #expect(result.code == 1, "\(result.err)")
        #expect(
            try CLITest.findingLines(result.out, code: "unknown-reuse-identifier") == [
                "Shop/Code/GalleryViewController.m:10 reuse identifier 'Heading' is not in bundle 'Shop'",
                "Shop/Code/ProductListViewController.swift:14 reuse identifier 'ProductCel' is not in bundle 'Shop'",
            ])
    }

    @Test func theCodeCanBeIgnored() {
        let result = CLITest.run(
            ["check", "--sources", "Shop/Code", "--ignore", "unknown-reuse-identifier", "Shop"], in: Self.folder)
        #expect(result.code == 0, "\(result.out)\(result.err)")
    }
}
