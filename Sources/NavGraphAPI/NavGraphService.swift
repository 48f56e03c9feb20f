import Foundation
import GraphvizRender
import HTTPServer
import Storage
import StoryboardModel
import TarArchive

/// The NavGraph HTTP API's composition root: makes the caches and pools, warms the graphs, follows other
/// processes' writes, and builds the router from every resource's route collection (`Routes/`). Knows HTTP
/// and JSON; the storage, graph and codegen modules know neither.
public final class NavGraphService: Sendable {
    let store: any NavigationStore
    /// What one snapshot archive may hold.
    let snapshotLimits: TarLimits
    /// The largest snapshot body, as sent (the server's `maxBodyBytes` does not apply to it).
    let maxSnapshotBodyBytes: Int
    /// Where a snapshot's archive is unpacked while it is read (a folder of its own per request).
    let scratchDirectory: URL
    let graphs: GraphCache
    let responses: ResponseCache
    /// The work budget of route enumeration.
    let searchBudget: SearchBudget
    let access: AccessPolicy
    let metrics: HTTPMetrics
    let version: String
    /// Other processes' writes as they commit (PostgreSQL replicas); `nil` when the service polls instead.
    let changeFeed: (any StoreChangeFeed)?
    /// Graphviz drawings: a few at a time, one per revision however many ask, failures remembered.
    let renders: RenderPool
    /// Heavy reads' limits (the `dot` to run, its timeout).
    let heavyReads: HeavyReadOptions
    /// Heavy reads' run deadline and the count of those stopped.
    let heavyWork: HeavyWork

    /// Creates the service over `store`; builds every project's graph so reads start warm. Writes other
    /// processes make to the database are followed through `changeFeed` when given (started here; the caller
    /// closes it), else looked for every `externalChangeInterval` seconds (nil: never).
    /// Encoded answers are cached within `responseCacheBytes`; `searchBudget` bounds route enumeration.
    public init(
        store: any NavigationStore, access: AccessPolicy, metrics: HTTPMetrics, version: String,
        externalChangeInterval: Double? = 1.0, changeFeed: (any StoreChangeFeed)? = nil,
        responseCacheBytes: Int = NavGraphService.defaultResponseCacheBytes, searchBudget: SearchBudget = .standard,
        heavyReads: HeavyReadOptions = HeavyReadOptions(),
        snapshotLimits: TarLimits = NavGraphService.defaultSnapshotLimits,
        maxSnapshotBodyBytes: Int = NavGraphService.defaultMaxSnapshotBodyBytes,
        scratchDirectory: URL = FileManager.default.temporaryDirectory
    ) throws {
        self.store = store
        // Before the graph cache follows the store's writes: its graphs are built once, from NFC names.
        try StoredNameNormalizer.run(store)
        self.scratchDirectory = scratchDirectory
        // What a crashed or killed server left unpacking a snapshot (a running one's folders are kept).
        ScratchFolder.removeStale(in: scratchDirectory)
        self.snapshotLimits = snapshotLimits
        self.maxSnapshotBodyBytes = maxSnapshotBodyBytes
        let responses = ResponseCache(capacityBytes: responseCacheBytes)
        self.responses = responses
        self.searchBudget = searchBudget
        self.heavyReads = heavyReads
        self.heavyWork = HeavyWork(deadline: heavyReads.runDeadline)
        self.renders = RenderPool(
            concurrency: heavyReads.renderConcurrency, queueWait: heavyReads.renderQueueWait,
            failureMemory: heavyReads.renderFailureMemory)
        self.graphs = GraphCache(
            store: store, responses: responses, revisionGraphs: heavyReads.revisionCacheGraphs,
            revisionBytes: heavyReads.revisionCacheBytes)
        self.access = access
        self.metrics = metrics
        self.version = version
        self.changeFeed = changeFeed
        try graphs.warm()
        if let changeFeed {
            graphs.follow(changeFeed)
        } else if let externalChangeInterval {
            ExternalChangeWatcher.start(graphs: graphs, every: externalChangeInterval)
        }
    }

    /// What one snapshot archive may hold by default: `TarLimits`' defaults, at most 256 MiB once decompressed.
    public static let defaultSnapshotLimits = TarLimits(maxExpandedBytes: 256 << 20)
    /// The largest snapshot body by default: 256 MiB, what the extractor takes once decompressed (a plain tar
    /// cannot be larger than what it expands to; a gzip'd one is smaller).
    public static let defaultMaxSnapshotBodyBytes = 256 << 20

    /// The response cache's default budget: 64 MiB.
    public static let defaultResponseCacheBytes = 64 << 20

    /// The router with every route of the API (docs/http-api.md).
    public func makeRouter() -> Router {
        var router = Router()
        for route in routeTable() {
            let (handler, contract, query) = (route.handler, RouteContract.of(route), route.query)
            let queryNames = query.map(\.name)
            let labels = WriteLabel.applies(to: route)
            let admission = route.admission
            let revisionRefusal = route.revisionRefusal
            let refusesCodings = !route.requestBody.isEmpty && !route.decodesContentCoding
            // ASCII text is NFC already: the common request skips the normalization check.
            let checked: @Sendable (HTTPRequest, RouteParameters) throws -> (HTTPRequest, RouteParameters) = {
                request, parameters in
                let request =
                    request.query.values.allSatisfy(Self.isASCII) ? request : NameNormalization.request(request)
                try request.requireWellFormedQuery(of: queryNames)
                try contract.checkQuery(request, declared: query)
                if let revisionRefusal, request.query[GraphReads.revisionParameter.name] != nil {
                    throw revisionRefusal
                }
                if refusesCodings { try request.requireNoContentCoding() }
                let parameters =
                    parameters.all.allSatisfy({ Self.isASCII($0.value) })
                    ? parameters : NameNormalization.parameters(parameters)
                return (request, parameters)
            }
            router.add(
                route.method, route.pattern, execution: route.execution, heavyWhen: heavyWhen(route),
                maxBodyBytes: route.maxBodyBytes,
                admission: { request, parameters in
                    // Before a body is invited: the checks below that need none, then the route's own.
                    do {
                        let (request, parameters) = try checked(request, parameters)
                        if labels { _ = try WriteLabel.of(request) }
                        try admission?(request, parameters)
                    } catch {
                        throw APIError.mapped(error)
                    }
                }
            ) {
                request, parameters in
                do {
                    let (request, parameters) = try checked(request, parameters)
                    // The revision this write makes gets the NavGraph-Label header's label, in its transaction.
                    return try RevisionLabel.naming(labels ? try WriteLabel.of(request) : nil) {
                        try handler(request, parameters)
                    }
                } catch {
                    throw EntityTag.explainingWeakTags(
                        APIError.mapped(error), ifMatch: request.headers.combined("If-Match"))
                }
            }
        }
        // One access decision (`AccessPolicy.refusal(of:)`) for both paths: the full one and the front stage.
        let access = self.access
        router.before = { request in
            try access.check(request)
            return nil
        }
        router.frontAdmission = { request in access.admits(request) }
        router.metrics = metrics
        // Reads whose whole answer was kept under the raw target (`GraphReads.read`) are answered before routing.
        let responses = reads.responses
        router.front = { request in GraphReads.frontAnswer(request, from: responses) }
        return router
    }

    /// Which requests of `route` go to the heavy-read pool: reads of an old revision (built from the history),
    /// inline reads of a project whose graph this process does not hold (building it, or learning that the
    /// project does not exist, reads the database, which must not happen on an event loop), and whatever the
    /// route itself names (a drawing).
    private func heavyWhen(_ route: APIRoute) -> (@Sendable (HTTPRequest) -> Bool)? {
        let revision = GraphReads.revisionParameter.name
        let (readsRevisions, own, readsGraph) = (route.readsRevisions, route.heavyWhen, route.readsProjectGraph)
        guard readsRevisions || own != nil || readsGraph else { return nil }
        let graphs = self.graphs
        return { request in
            (readsRevisions && request.mayHaveQueryItem(revision)) || (own?(request) ?? false)
                || (readsGraph && !graphs.holdsGraph(forPath: request.path))
        }
    }

    private static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Graph reads through the response cache, shared by the collections that read a project's graph.
    private var reads: GraphReads {
        GraphReads(graphs: graphs, responses: responses, store: store, heavyWork: heavyWork)
    }

    /// Every resource's route collection, each given only what it uses.
    private var collections: [any RouteCollection] {
        let reads = self.reads
        let drawing = GraphDrawing(renders: renders, heavyReads: heavyReads, heavyWork: heavyWork)
        return [
            OperationsRoutes(
                store: store, access: access, metrics: metrics, responses: responses, revisions: graphs.revisions,
                renders: renders, heavyWork: heavyWork, changeFeed: changeFeed,
                openAPI: { [self] in OpenAPIDocument(routes: routeTable(), version: version).data() }),
            ProjectRoutes(store: store, graphs: graphs),
            StoryboardRoutes(store: store, reads: reads),
            SceneRoutes(store: store, graphs: graphs),
            SegueRoutes(store: store, graphs: graphs),
            GraphRoutes(reads: reads, searchBudget: searchBudget, drawing: drawing),
            CodeGenRoutes(reads: reads),
            RevisionRoutes(store: store, reads: reads),
            CodeNavigationRoutes(store: store),
            NibRoutes(store: store, reads: reads),
            SnapshotRoutes(
                store: store, limits: snapshotLimits, maxBodyBytes: maxSnapshotBodyBytes,
                scratchDirectory: scratchDirectory),
            ViewerRoutes(reads: reads),
        ]
    }

    /// Every route with its documentation; the router and `/openapi.json` are both made from it.
    func routeTable() -> [APIRoute] {
        collections.flatMap { $0.routes() }
    }
}

extension NavGraphService {
    /// The render pool's key of a project's drawing at a revision (`GraphDrawing.key`).
    static func drawingKey(_ project: String, revision: Int) -> String {
        GraphDrawing.key(project, revision: revision)
    }

    /// `503` for a drawing Graphviz could not make (`GraphDrawing.problem`).
    static func problem(_ error: GraphvizError) -> APIError {
        GraphDrawing.problem(error)
    }
}
