import CodeGen
import Foundation
import HTTPServer
import StoryboardModel

/// `/v1/projects/{project}/codegen/{style}`: the generated code of each style, also as one route per style
/// (`/codegen/scenes`, ...) so the document can give each its one media type.
struct CodeGenRoutes: RouteCollection {
    let reads: GraphReads

    /// Styles answered as a JSON bundle of files, whatever the project: objc-backed writes a header, an
    /// implementation and Swift (one notice file for AppKit, still a bundle so its media type never changes).
    static let bundleStyles: Set<CodeStyle> = [.objcBacked]

    private static let query: [APIRoute.QueryParameter] = [
        .init(name: "access", required: false, description: "internal (default) or public"),
        .init(name: "module", required: false, description: "the app's module (default: the project's)"),
    ]

    func routes() -> [APIRoute] {
        let base = "/v1/projects/{project}/codegen/"
        let any = APIRoute(
            .get, base + "{style}", execution: .offload,
            summary:
                "Generated code: text/x-swift for every style but objc-backed, whose .h, .m and Swift files "
                + "come as a JSON bundle (application/json); codegen/STYLE for one style and its one media type",
            query: Self.query + [GraphReads.revisionParameter], statuses: [200, 304] + GraphReads.revisionStatuses,
            responseType: "text/x-swift"
        ) { [self] request, parameters in
            let styleName = parameters["style"]
            guard let style = CodeStyle(rawValue: styleName) else {
                throw APIError.notFound(
                    "no code style '\(styleName)'; styles: "
                        + CodeStyle.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return try code(style, request, parameters)
        }
        // A literal segment wins over `{style}` (RoutePattern): the same handler, cache entry and bytes.
        return [any]
            + CodeStyle.allCases.map { style in
                APIRoute(
                    .get, base + style.rawValue, execution: .offload,
                    summary: "Generated code in the \(style.rawValue) style ("
                        + (Self.bundleStyles.contains(style) ? "a JSON bundle of files" : "one Swift file") + ")",
                    query: Self.query + [GraphReads.revisionParameter],
                    statuses: [200, 304] + GraphReads.revisionStatuses, responseType: Self.mediaType(style)
                ) { [self] request, parameters in
                    try code(style, request, parameters)
                }
            }
    }

    /// The one media type `style` answers with.
    static func mediaType(_ style: CodeStyle) -> String {
        bundleStyles.contains(style) ? "application/json" : GeneratedFile.swiftMediaType
    }

    private func code(
        _ style: CodeStyle, _ request: HTTPRequest, _ parameters: RouteParameters
    ) throws
        -> HTTPResponse
    {
        // A module no Swift code can have would be compared with the scenes' modules as if it could (every class
        // of the app's own module then imported into itself): refused, as POST and PATCH refuse it.
        if let module = request.query["module"], let problem = Project.problem(withModule: module) {
            throw APIError.badRequest("the query parameter 'module' \(problem), not '\(module)'")
        }
        return try reads.read(
            request, parameters, key: "codegen/\(style.rawValue)", reads: Self.query.map(\.name)
        ) {
            request, graph in
            let accessName = request.query["access"] ?? "internal"
            guard let access = AccessLevel(rawValue: accessName) else {
                throw APIError.badRequest("access must be 'internal' or 'public', not '\(accessName)'")
            }
            let options = CodeGenOptions(
                access: access, module: request.query["module"] ?? graph.project.module,
                projectRevision: graph.project.revision)
            let files = CodeGenerator.generate(style, graph: graph, options: options)
            if !Self.bundleStyles.contains(style), files.count == 1, let file = files.first {
                return Reply.representation(
                    Data(file.contents.utf8), mediaType: file.mediaType + "; charset=utf-8", for: request)
            }
            return Reply.json(CodeBundle(style: style.rawValue, files: files), for: request)
        }
    }
}

/// The JSON bundle of a style that generates several files.
struct CodeBundle: Encodable {
    var style: String
    var files: [GeneratedFile]
}
