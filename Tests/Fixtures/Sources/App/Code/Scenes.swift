// Generated-style table: mentions count as uses, so "Detail" is not reported as unreferenced.
enum Scenes {
    static let detail = "Detail"
}
