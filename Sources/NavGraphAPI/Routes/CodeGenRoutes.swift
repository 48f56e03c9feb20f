import CodeGen
import Foundation
import HTTPServer
import StoryboardModel

/// `/v1/projects/{project}/codegen/{style}`: the generated code of each style.
struct CodeGenRoutes: RouteCollection {
    let reads: GraphReads

    func routes() -> [APIRoute] {
        let query: [APIRoute.QueryParameter] = [
            .init(name: "access", required: false, description: "internal (default) or public"),
            .init(name: "module", required: false, description: "the app's module (default: the project's)"),
        ]
        let names = query.map(\.name)
        return [
            APIRoute(
                .get, "/v1/projects/{project}/codegen/{style}", execution: .offload,
                summary: "Generated code: text/x-swift, or a JSON bundle of files for styles with several",
                query: query + [GraphReads.revisionParameter], statuses: [200, 304] + GraphReads.revisionStatuses,
                responseType: "text/x-swift"
            ) { [self] request, parameters in
                let styleName = parameters["style"]
                guard let style = CodeStyle(rawValue: styleName) else {
                    throw APIError.notFound(
                        "no code style '\(styleName)'; styles: "
                            + CodeStyle.allCases.map(\.rawValue).joined(separator: ", "))
                }
                return try reads.read(request, parameters, key: "codegen/\(style.rawValue)", reads: names) {
                    request, graph in
                    let accessName = request.query["access"] ?? "internal"
                    guard let access = AccessLevel(rawValue: accessName) else {
                        throw APIError.badRequest("access must be 'internal' or 'public', not '\(accessName)'")
                    }
                    let options = CodeGenOptions(
                        access: access, module: request.query["module"] ?? graph.project.module,
                        projectRevision: graph.project.revision)
                    let files = CodeGenerator.generate(style, graph: graph, options: options)
                    if files.count == 1, let file = files.first {
                        return Reply.representation(
                            Data(file.contents.utf8), mediaType: file.mediaType + "; charset=utf-8", for: request)
                    }
                    return Reply.json(CodeBundle(style: style.rawValue, files: files), for: request)
                }
            }
        ]
    }
}

/// The JSON bundle of a style that generates several files.
struct CodeBundle: Encodable {
    var style: String
    var files: [GeneratedFile]
}
