import CLibPQ
import Foundation

/// The C arrays `PQexecParams` and `PQexecPrepared` take, built from `PostgresValue`s and freed in `deinit`.
///
/// Text and integers travel in text format; bytes in binary format with their length, so a `bytea` arrives
/// byte for byte (no escaping, NUL bytes included). Every value's bytes go into one buffer, each
/// NUL-terminated: one allocation for a statement's parameters, however many (a storyboard PUT sends about a
/// hundred).
final class PostgresParameters {
    /// Type OIDs: 0 lets the server infer the type from context; 20 is `int8`, 17 is `bytea`.
    private(set) var types: [Oid] = []
    private(set) var values: [UnsafePointer<CChar>?] = []
    private(set) var lengths: [Int32] = []
    private(set) var formats: [Int32] = []
    /// The values' bytes, one after the other.
    private let buffer: UnsafeMutableRawPointer?

    init(_ parameters: [PostgresValue]) throws(PostgresError) {
        types.reserveCapacity(parameters.count)
        values.reserveCapacity(parameters.count)
        lengths.reserveCapacity(parameters.count)
        formats.reserveCapacity(parameters.count)
        var size = 0
        for parameter in parameters {
            switch parameter {
            case .null: break
            case .text(let text): size += text.utf8.count + 1
            case .integer: size += Self.longestInteger + 1
            case .bytes(let data): size += data.count + 1
            }
        }
        buffer = size == 0 ? nil : UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 1)
        var offset = 0
        for (index, parameter) in parameters.enumerated() {
            switch parameter {
            case .null:
                append(type: 0, value: nil, length: 0, format: 0)
            case .text(let text):
                let length = copy(text.utf8, at: offset)
                // A text value is NUL-terminated in text format, so it cannot itself hold a NUL (PostgreSQL's
                // text types cannot either): say so instead of silently truncating.
                if UnsafeBufferPointer(start: pointer(at: offset), count: length).contains(0) {
                    throw PostgresError(sqlState: "22021", message: "parameter $\(index + 1) contains a NUL character")
                }
                append(type: 0, at: offset, length: length, format: 0)
                offset += length + 1
            case .integer(let integer):
                let length = writeDecimal(integer, at: offset)
                append(type: 20, at: offset, length: length, format: 0)
                offset += length + 1
            case .bytes(let data):
                let length = copy(data, at: offset)
                append(type: 17, at: offset, length: length, format: 1)
                offset += length + 1
            }
        }
    }

    deinit {
        buffer?.deallocate()
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

    /// The characters of `Int64.min`, the longest decimal an `Int64` has.
    private static let longestInteger = 20

    /// The buffer from `offset` on (there is one whenever a value has bytes to hold).
    private func pointer(at offset: Int) -> UnsafeMutablePointer<UInt8> {
        (buffer.unsafelyUnwrapped + offset).assumingMemoryBound(to: UInt8.self)
    }

    /// Copies `bytes` to the buffer at `offset` with a NUL after them; answers their count.
    private func copy<Bytes: Collection>(_ bytes: Bytes, at offset: Int) -> Int where Bytes.Element == UInt8 {
        let start = pointer(at: offset)
        let copied =
            bytes.withContiguousStorageIfAvailable { contiguous -> Int in
                if let base = contiguous.baseAddress { start.update(from: base, count: contiguous.count) }
                return contiguous.count
            }
            ?? UnsafeMutableBufferPointer(start: start, count: bytes.count).initialize(from: bytes).1
        start[copied] = 0
        return copied
    }

    /// Writes `integer` in decimal to the buffer at `offset` with a NUL after it; answers its length.
    private func writeDecimal(_ integer: Int64, at offset: Int) -> Int {
        let start = pointer(at: offset)
        var length = 0
        if integer < 0 {
            start[0] = UInt8(ascii: "-")
            length = 1
        }
        // The digits last to first, then turned around.
        let first = length
        var magnitude = integer.magnitude
        repeat {
            start[length] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            length += 1
        } while magnitude > 0
        var digits = UnsafeMutableBufferPointer(start: start + first, count: length - first)
        digits.reverse()
        start[length] = 0
        return length
    }

    private func append(type: Oid, at offset: Int, length: Int, format: Int32) {
        append(
            type: type, value: UnsafeRawPointer(pointer(at: offset)).assumingMemoryBound(to: CChar.self),
            length: Int32(length), format: format)
    }

    private func append(type: Oid, value: UnsafePointer<CChar>?, length: Int32, format: Int32) {
        types.append(type)
        values.append(value)
        lengths.append(length)
        formats.append(format)
    }
}
