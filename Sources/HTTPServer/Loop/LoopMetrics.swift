import Synchronization

/// One event loop's counts of the answers its responder's front stage gave (`FrontStage.metrics`), kept
/// apart from `HTTPMetrics`' stripes so a cached read is counted without a lock, a stripe lookup or a
/// copy-on-write check: a few relaxed atomic stores into raw memory.
///
/// One writer, the loop's thread (`add`); any thread reads (`HTTPMetrics.render`). `@unchecked Sendable`
/// because of that split: a series' key is written once, before `published` (released) counts it, and is
/// never changed after; its cells are atomics. Only the writer reads or writes `last`. The writer updates a
/// cell with a load and a store, not a read-modify-write: nobody else writes it.
final class LoopMetrics: @unchecked Sendable {
    /// A series: what `HTTPMetrics` counts a request under.
    struct Key {
        var route: String
        var method: HTTPMethod
        var status: Int
    }

    /// The most series one loop counts; `add` refuses a request of another series (the caller then counts
    /// it in the stripes).
    static let capacity = 32

    /// The buckets' upper bounds, in seconds, as `HTTPMetrics.buckets` (kept here in raw memory: reading
    /// an array per request would retain it).
    private let bounds: UnsafeMutablePointer<Double>
    let boundCount: Int
    /// Cells per series: one per bucket (the last is `+Inf`), then the sum of seconds as bits. The series'
    /// count is its buckets' total, so a scrape never sees the count and the histogram disagree.
    private let stride: Int
    private let keys: UnsafeMutablePointer<Key>
    private let cells: UnsafeMutablePointer<Atomic<UInt64>>
    /// How many keys are written (released by the writer after it writes one, acquired by readers).
    private let published = Atomic<Int>(0)
    /// The series counted last (writer only).
    private var last = 0

    init(buckets: [Double]) {
        boundCount = buckets.count
        bounds = .allocate(capacity: max(1, buckets.count))
        bounds.initialize(from: buckets, count: buckets.count)
        stride = buckets.count + 2
        keys = .allocate(capacity: Self.capacity)
        cells = .allocate(capacity: Self.capacity * stride)
        for index in 0..<(Self.capacity * stride) { (cells + index).initialize(to: Atomic(0)) }
    }

    deinit {
        keys.deinitialize(count: published.load(ordering: .acquiring))
        keys.deallocate()
        cells.deinitialize(count: Self.capacity * stride)
        cells.deallocate()
        bounds.deinitialize(count: boundCount)
        bounds.deallocate()
    }

    /// Counts one request (the loop's thread only); `false` when every series is taken by others.
    @inline(__always)
    func add(route: String, method: HTTPMethod, status: Int, seconds: Double) -> Bool {
        let count = published.load(ordering: .relaxed)
        var series = last
        if !(series < count && Self.matches(keys[series], route, method, status)) {
            guard let found = find(route: route, method: method, status: status, among: count) else { return false }
            series = found
            last = found
        }
        var bucket = 0
        while bucket < boundCount, !(seconds <= bounds[bucket]) { bucket += 1 }
        let base = cells + series * stride
        let cell = base + bucket
        cell.pointee.store(cell.pointee.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
        let sum = base + stride - 1
        sum.pointee.store(
            (Double(bitPattern: sum.pointee.load(ordering: .relaxed)) + seconds).bitPattern, ordering: .relaxed)
        return true
    }

    @inline(__always)
    private static func matches(_ key: Key, _ route: String, _ method: HTTPMethod, _ status: Int) -> Bool {
        // Every answer of a route shares one route String (`CachedAnswer.shared`): equal bits, no characters.
        key.status == status && key.method == method && key.route == route
    }

    /// The series of this key, published now when new; `nil` when every series is taken.
    private func find(route: String, method: HTTPMethod, status: Int, among count: Int) -> Int? {
        for series in 0..<count where Self.matches(keys[series], route, method, status) { return series }
        guard count < Self.capacity else { return nil }
        (keys + count).initialize(to: Key(route: route, method: method, status: status))
        published.store(count + 1, ordering: .releasing)
        return count
    }

    /// Every series counted so far with its count and latency histogram (any thread).
    func snapshot() -> [(key: Key, count: UInt64, histogram: MetricsStripe.Histogram)] {
        let count = published.load(ordering: .acquiring)
        return (0..<count).map { series in
            let base = cells + series * stride
            let counts = (0...boundCount).map { (base + $0).pointee.load(ordering: .relaxed) }
            let sum = Double(bitPattern: (base + stride - 1).pointee.load(ordering: .relaxed))
            let requests = counts.reduce(0, &+)
            return (keys[series], requests, MetricsStripe.Histogram(counts: counts, sum: sum, count: requests))
        }
    }
}
