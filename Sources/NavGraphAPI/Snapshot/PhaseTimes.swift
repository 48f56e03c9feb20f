#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How long each phase of one request took, for its `Server-Timing` header (W3C Server Timing): the snapshot
/// route names its phases (receive and extract, bundles, parse, store, graph) so that a client or a benchmark
/// sees where the time of an upload went without a profiler. Each phase gives its wall time (`dur`) and the
/// CPU time the whole process spent meanwhile (`desc="cpu N"`, milliseconds; other requests count too): a
/// phase whose CPU time is far below its wall time waited (for the disk, the writer, or a loaded machine).
struct PhaseTimes {
    /// A moment: the monotonic clock and the process's CPU time, in seconds.
    typealias Moment = (wall: Double, cpu: Double)

    private var phases: [(name: String, wall: Double, cpu: Double)] = []
    private var mark = Self.now()

    /// Ends the phase running since the last mark (or since `init`) as `name`, at `moment` (now by default),
    /// where the next phase begins.
    mutating func end(_ name: String, at moment: Moment? = nil) {
        let now = moment ?? Self.now()
        phases.append((name, now.wall - mark.wall, now.cpu - mark.cpu))
        mark = now
    }

    /// `name;dur=MILLISECONDS;desc="cpu MILLISECONDS", ...` in the order the phases ran.
    var header: String {
        phases.map { "\($0.name);dur=\(Self.milliseconds($0.wall));desc=\"cpu \(Self.milliseconds($0.cpu))\"" }
            .joined(separator: ", ")
    }

    private static func milliseconds(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10_000).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    static func now() -> Moment {
        (seconds(CLOCK_MONOTONIC), seconds(CLOCK_PROCESS_CPUTIME_ID))
    }

    private static func seconds(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
