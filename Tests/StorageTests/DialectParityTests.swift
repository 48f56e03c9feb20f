import Testing

@testable import PostgresStorage
@testable import SQLiteStorage
@testable import Storage

/// The two dialects' texts of each shared statement take the same values: the store's operations bind one
/// list of values for both, so a statement one dialect numbers differently would bind the wrong columns on
/// that backend only.
struct DialectParityTests {
    /// Every shared statement, the search with each combination of filters included.
    static let statements: [StoreStatement] =
        [
            .latestMigration, .databaseSize, .listProjects, .selectProject, .projectID, .lockProject, .insertProject,
            .updateProject, .touchProject, .deleteProject, .selectStoryboard, .selectStoryboardByID,
            .selectStoryboards, .storyboardKey, .storyboardRevision, .storyboardSourceByID, .storyboardSource,
            .listStoryboards, .insertStoryboard, .replaceStoryboard, .touchStoryboard, .renameInitialScene,
            .deleteStoryboard, .selectScenes, .selectScene, .sceneExists, .selectProjectScenes, .insertScene,
            .updateScene, .deleteScene, .deleteScenes, .selectSegues, .selectSegue, .selectProjectSegues,
            .insertSegue, .updateSegue, .renameDestination, .deleteSegue, .deleteSegues, .projectRevisionRow,
            .insertRevision, .revisionExists, .copyRevisionStoryboards, .insertRevisionStoryboard, .insertContent,
            .pruneRevisions, .listRevisions, .oldestRevision, .selectRevision, .selectRevisionContents,
            .countContents, .restoreProject, .restoreStoryboard, .selectProjectWithID, .storyboardKeyWithSource,
            .insertRevisionStoryboardAsStored, .insertCodeNavigationContent, .projectCodeNavigationHash,
            .setProjectCodeNavigation, .selectCodeNavigation, .selectRevisionCodeNavigation,
            .revisionCodeNavigationHashes, .restoreRevisionCodeNavigation, .restoreProjectCodeNavigation,
        ] + (0..<16).map { StoreStatement.searchScenes(mask: $0) }
        + SnapshotStatement.allCases.map { StoreStatement.snapshot($0) }
        + NibStatement.allCases.map { StoreStatement.nib($0) }

    @Test(arguments: statements)
    func bothDialectsTakeTheSameParameters(_ statement: StoreStatement) {
        let sqlite = SQLiteDialect.sql(statement).filter { $0 == "?" }.count
        let numbers = Self.parameterNumbers(in: PostgresDialect.sql(statement))
        // `$1` ... `$n`, each used, as many as SQLite's `?`.
        #expect(Set(numbers) == Set((0..<sqlite).map { $0 + 1 }))
    }

    @Test func everyStatementHasItsOwnPreparedName() {
        let names = Self.statements.map(PostgresDialect.name)
        #expect(Set(names).count == names.count)
    }

    /// The numbers of the `$n` placeholders in `sql`.
    private static func parameterNumbers(in sql: String) -> [Int] {
        var numbers: [Int] = []
        var rest = Substring(sql)
        while let dollar = rest.firstIndex(of: "$") {
            let digits = rest[rest.index(after: dollar)...].prefix(while: \.isNumber)
            if let number = Int(digits) { numbers.append(number) }
            rest = rest[rest.index(after: dollar)...]
        }
        return numbers
    }
}
