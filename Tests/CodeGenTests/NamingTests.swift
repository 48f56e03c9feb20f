import Testing

@testable import CodeGen
@testable import StoryboardModel

/// Storyboard IDs, identifiers and file names become valid, unique Swift names while raw values keep the
/// strings as written (docs/code-styles.md).
@Suite struct NamingTests {
    private func scenes(_ project: String) throws -> String {
        try #require(
            CodeGenerator.generate(.scenes, graph: CodeGenFixtures.graph(project), options: CodeGenOptions()).first
        )
        .contents
    }

    @Test func keywordsDigitsAndSpacesBecomeValidNames() throws {
        let code = try scenes("Names")
        #expect(
            code.contains(
                "static let `class` = SceneType<ClassScreen>(storyboardName: storyboardName, identifier: \"class\")"))
        #expect(
            code.contains(
                "static let _1st = SceneType<FirstScreen>(storyboardName: storyboardName, identifier: \"1st\")"))
        #expect(code.contains("static let ünïcödé = SceneType<ÜnïcodeViewController>"))
        #expect(code.contains("enum _2ndFlow: StoryboardType"))
        #expect(code.contains("enum ÜnïcodeScène: StoryboardType"))
        #expect(code.contains("enum Default: StoryboardType"))
        #expect(code.contains("case `default`\n"))
        #expect(code.contains("case _1stSegue = \"1st segue\""))
    }

    @Test func collisionsAfterRenamingGetNumberedDeterministically() throws {
        let code = try scenes("Names")
        // "myScene" keeps its own name; the renamed ones are numbered in sorted order of the raw strings.
        #expect(
            code.contains(
                "static let myScene = SceneType<MySceneThree>(storyboardName: storyboardName, identifier: \"myScene\")")
        )
        #expect(
            code.contains(
                "static let myScene2 = SceneType<MyScene>(storyboardName: storyboardName, identifier: \"my scene\")"))
        #expect(
            code.contains(
                "static let myScene3 = SceneType<MySceneTwo>(storyboardName: storyboardName, identifier: \"my-scene\")")
        )
        #expect(code.contains("case mySegue = \"my segue\""))
        #expect(code.contains("case mySegue2 = \"my-segue\""))
    }

    @Test func namesThatMeanSomethingElseAreAvoided() throws {
        let code = try scenes("Names")
        // `initialScene` is a member of every storyboard enum, `_` is no name, `self` follows a dot as the
        // metatype, and a storyboard named like a generated type would shadow it.
        #expect(
            code.contains(
                "static let initialScene2 = SceneType<InitialNamed>(storyboardName: storyboardName, identifier: \"initialScene\")"
            ))
        #expect(
            code.contains(
                "static let _2 = SceneType<UIViewController>(storyboardName: storyboardName, identifier: \"!!!\")"))
        #expect(code.contains("static let self2 = SceneType<SelfScreen>"))
        #expect(code.contains("case self2 = \"self\""))
        #expect(code.contains("case init2 = \"init\""))
        #expect(code.contains("enum SceneType2: StoryboardType"))
    }

    @Test func rawStringsAreEscapedLiterals() throws {
        let code = try scenes("Names")
        #expect(code.contains(#"identifier: "Second \"quoted\" \\ scene")"#))
    }

    @Test func invalidClassNamesFallBackWithAReason() throws {
        let code = try scenes("Names")
        #expect(code.contains("/// Typed as `UIViewController`: class My-Bad.Class is not a Swift type name."))
    }

    @Test func nonUIKitStoryboardsAreLeftOutAndSaidSo() throws {
        let code = try scenes("Names")
        #expect(code.contains("// Skipped Mac.storyboard: macos storyboards do not use UIKit."))
        #expect(!code.contains("enum Mac"))
    }
}

/// The shortcut for names that need no renaming gives exactly what `SwiftIdentifier.uniqueNames` gives.
@Suite struct NameTableTests {
    @Test(arguments: [
        (["showDetail", "default", "open", "z9_x", "a"], SwiftIdentifier.Case.lowerCamel),
        (["Main", "Auth", "Self", "Type", "X_1"], .upperCamel),
    ])
    func shortcutAgreesWithTheRules(raws: [String], style: SwiftIdentifier.Case) {
        #expect(SwiftIdentifier.allNamed(raws, style))
        #expect(SwiftIdentifier.named(raws) == SwiftIdentifier.uniqueNames(for: raws, style))
    }

    @Test func shortcutIsNotTakenForNamesThatChange() {
        #expect(!SwiftIdentifier.allNamed(["show detail"], .lowerCamel))
        #expect(!SwiftIdentifier.allNamed(["Main"], .lowerCamel))
        #expect(!SwiftIdentifier.allNamed(["main"], .upperCamel))
        #expect(!SwiftIdentifier.allNamed(["_x", "1st", "", "é"], .lowerCamel))
    }
}
