import StoryboardModel

/// `objc-backed`: an Objective-C base class whose designated initializer returns the instance a storyboard
/// creates (Objective-C initializers may replace `self`; Swift ones may not), with every other initializer
/// unavailable, plus a Swift `init()` for each scene's class.
struct ObjCBackedStyle {
    let context: CodeContext

    /// The base class name, shared by the header, the implementation and the Swift initializers.
    static let baseClass = "StoryboardBackedViewController"

    func generate() -> [GeneratedFile] {
        let unique = context.uniqueClassScenes()
        let usage = usage(unique.unique)
        return [
            GeneratedFile(
                name: "\(Self.baseClass).h", contents: ObjCSource.render(header(usage)),
                mediaType: GeneratedFile.objectiveCMediaType),
            GeneratedFile(
                name: "\(Self.baseClass).m", contents: ObjCSource.render(implementation(usage)),
                mediaType: GeneratedFile.objectiveCMediaType),
            swiftFile(unique, usage: usage),
        ]
    }

    private func usage(_ unique: [ClassScene]) -> [String] {
        let example =
            unique.first { $0.type.module == nil && $0.scene.kind == "viewController" }?
            .type.name ?? "LoginViewController"
        return [
            "Usage: add StoryboardBackedViewController.h to the bridging header, subclass the class, then",
            "`\(example)()` loads the class's scene from its storyboard with outlets connected.",
        ]
    }

    private func header(_ usage: [String]) -> [ObjCSource.Line] {
        let comments: [ObjCSource.Line] = (context.header + usage).map { .comment($0) }
        return comments + [
            .blank, .code("#import <UIKit/UIKit.h>"), .blank, .code("NS_ASSUME_NONNULL_BEGIN"), .blank,
            .comment("A view controller whose initializer loads its scene from a storyboard."),
            .code("@interface \(Self.baseClass) : UIViewController"), .blank,
            .comment("Returns the scene `identifier` of `storyboardName`.storyboard in this class's bundle."),
            .code(
                "- (instancetype)initWithStoryboardName:(NSString *)storyboardName identifier:(NSString *)identifier"),
            .code("    NS_DESIGNATED_INITIALIZER;"), .blank,
            .comment("Unavailable: the scene comes from the storyboard, never from a nib or a bare allocation."),
            .code("- (instancetype)init NS_UNAVAILABLE;"),
            .code("+ (instancetype)new NS_UNAVAILABLE;"),
            .code(
                "- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_UNAVAILABLE;"
            ),
            .code("- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_UNAVAILABLE;"), .blank,
            .code("@end"),
        ] + reuseIdentifierDeclarations + [.blank, .code("NS_ASSUME_NONNULL_END")]
    }

    private func implementation(_ usage: [String]) -> [ObjCSource.Line] {
        let comments: [ObjCSource.Line] = (context.header + usage).map { .comment($0) }
        return comments + [
            .blank, .code("#import \"\(Self.baseClass).h\""), .blank,
            .code("@implementation \(Self.baseClass)"), .blank,
            .comment("The storyboard creates the instance through -initWithCoder: (outlets and segues connected);"),
            .comment("this initializer returns it in place of the one +alloc made, so it calls no super initializer."),
            .code("#pragma clang diagnostic push"),
            .code("#pragma clang diagnostic ignored \"-Wobjc-designated-initializers\""),
            .code(
                "- (instancetype)initWithStoryboardName:(NSString *)storyboardName identifier:(NSString *)identifier {"),
            .code("    NSBundle *bundle = [NSBundle bundleForClass:[self class]];"),
            .code("    UIStoryboard *storyboard = [UIStoryboard storyboardWithName:storyboardName bundle:bundle];"),
            .code(
                "    UIViewController *controller = [storyboard instantiateViewControllerWithIdentifier:identifier];"),
            .code("    NSAssert([controller isKindOfClass:[self class]], @\"Scene %@ of %@.storyboard is not a %@\","),
            .code("        identifier, storyboardName, NSStringFromClass([self class]));"),
            .code("    self = (\(Self.baseClass) *)controller;"),
            .code("    return self;"),
            .code("}"),
            .code("#pragma clang diagnostic pop"), .blank,
            .code("@end"),
        ] + reuseIdentifierDefinitions
    }

    private func swiftFile(_ classes: (unique: [ClassScene], ambiguity: SwiftDecl?), usage: [String]) -> GeneratedFile {
        var decls: [SwiftDecl] = []
        let (unique, ambiguity) = classes
        if let ambiguity { decls.append(ambiguity) }
        let others = unique.filter { $0.type.module != nil }
        if !others.isEmpty {
            // The base class lives in the app target (its bridging header); other modules cannot subclass it.
            decls.append(
                .comment(
                    ["Classes of other modules are left out: they cannot subclass the app's \(Self.baseClass)."]
                        + others.map { "  \($0.type.className) (\($0.type.module ?? ""))" }))
        }
        // A table, collection, navigation or other container scene's class descends from that UIKit class,
        // so it cannot descend from the base class too.
        let containers = unique.filter { $0.type.module == nil && $0.scene.kind != "viewController" }
        if !containers.isEmpty {
            decls.append(
                .comment(
                    [
                        "Classes of scenes other than plain view controllers are left out: they descend from another UIKit class."
                    ]
                        + containers.map { "  \($0.type.name) (\($0.scene.kind))" }))
        }
        for entry in unique where entry.type.module == nil && entry.scene.kind == "viewController" {
            decls.append(
                .type(
                    SwiftType(
                        kind: .extension, name: entry.type.name,
                        members: [
                            .function(
                                SwiftFunction(
                                    doc: [
                                        "Loads scene `\(SwiftLiteral.commentText(entry.identifier))` of `\(SwiftLiteral.commentText(entry.storyboard)).storyboard`",
                                        "(the class must subclass `\(Self.baseClass)`).",
                                    ], modifiers: ["convenience"], signature: "init()",
                                    body: [
                                        .line(
                                            "self.init(storyboardName: \(SwiftLiteral.string(entry.storyboard)), identifier: \(SwiftLiteral.string(entry.identifier)))"
                                        )
                                    ]))
                        ])))
        }
        return context.swiftFile(usage: usage, body: decls, types: [])
    }
}
