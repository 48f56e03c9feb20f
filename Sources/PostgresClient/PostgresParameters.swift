import CLibPQ
import Foundation

/// The C arrays `PQexecParams` and `PQexecPrepared` take, built from `PostgresValue`s and freed in `deinit`.
///
/// Text and integers travel in text format; bytes in binary format with their length, so a `bytea` arrives
/// byte for byte (no escaping, NUL bytes included).
final class PostgresParameters {
    /// Type OIDs: 0 lets the server infer the type from context; 20 is `int8`, 17 is `bytea`.
    private(set) var types: [Oid] = []
    private(set) var values: [UnsafePointer<CChar>?] = []
    private(set) var lengths: [Int32] = []
    private(set) var formats: [Int32] = []
    private var buffers: [UnsafeMutableRawPointer] = []

    init(_ parameters: [PostgresValue]) throws(PostgresError) {
        for (index, parameter) in parameters.enumerated() {
            switch parameter {
            case .null:
                append(type: 0, value: nil, length: 0, format: 0)
            case .text(let text):
                // A text value is NUL-terminated in text format, so it cannot itself hold a NUL (PostgreSQL's
                // text types cannot either): say so instead of silently truncating.
                guard !text.utf8.contains(0) else {
                    throw PostgresError(sqlState: "22021", message: "parameter $\(index + 1) contains a NUL character")
                }
                append(type: 0, bytes: Array(text.utf8), format: 0)
            case .integer(let integer):
                append(type: 20, bytes: Array(String(integer).utf8), format: 0)
            case .bytes(let data):
                append(type: 17, bytes: data, format: 1)
            }
        }
    }

    deinit {
        for buffer in buffers { buffer.deallocate() }
    }

    var count: Int32 { Int32(values.count) }

    /// Calls `body` with the base addresses of the four arrays, valid only during the call, in the order
    /// libpq's `PQexecParams` family takes them: types, values, lengths, formats.
    func withArrays<Result>(
        _ body: (
            UnsafePointer<Oid>?, UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?, UnsafePointer<Int32>?
        ) -> Result
    ) -> Result {
        types.withUnsafeBufferPointer { types in
            values.withUnsafeBufferPointer { values in
                lengths.withUnsafeBufferPointer { lengths in
                    formats.withUnsafeBufferPointer { formats in
                        body(types.baseAddress, values.baseAddress, lengths.baseAddress, formats.baseAddress)
                    }
                }
            }
        }
    }

    /// Copies `bytes` into a NUL-terminated buffer this object owns.
    private func append<Bytes: Collection>(type: Oid, bytes: Bytes, format: Int32) where Bytes.Element == UInt8 {
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: bytes.count + 1, alignment: 1)
        let typed = buffer.bindMemory(to: UInt8.self, capacity: bytes.count + 1)
        _ = UnsafeMutableBufferPointer(start: typed, count: bytes.count).initialize(from: bytes)
        typed[bytes.count] = 0
        buffers.append(buffer)
        append(
            type: type, value: UnsafePointer(buffer.assumingMemoryBound(to: CChar.self)), length: Int32(bytes.count),
            format: format)
    }

    private func append(type: Oid, value: UnsafePointer<CChar>?, length: Int32, format: Int32) {
        types.append(type)
        values.append(value)
        lengths.append(length)
        formats.append(format)
    }
}
