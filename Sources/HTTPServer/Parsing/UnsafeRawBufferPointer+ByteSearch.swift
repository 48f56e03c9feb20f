#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeRawBufferPointer {
    /// The offset of the first `byte` at or after `start`, found with `memchr` (a loop over the bytes
    /// costs several instructions per byte on the request path).
    func offset(of byte: UInt8, from start: Int = 0) -> Int? {
        guard start < count, let base = baseAddress, let found = memchr(base + start, Int32(byte), count - start)
        else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }

    /// Whether the bytes start with those of `text`, compared as memory.
    func starts(with text: StaticString) -> Bool {
        let length = text.utf8CodeUnitCount
        guard length <= count else { return false }
        guard length > 0, let base = baseAddress else { return true }
        return memcmp(base, text.utf8Start, length) == 0
    }
}

extension String {
    /// The index of the first `byte` of the UTF-8 form, through `memchr` when the storage is contiguous.
    func firstUTF8Index(of byte: UInt8) -> String.Index? {
        let offset = utf8.withContiguousStorageIfAvailable { buffer in
            UnsafeRawBufferPointer(buffer).offset(of: byte)
        }
        guard let offset else { return utf8.firstIndex(of: byte) }
        guard let offset else { return nil }
        return utf8.index(utf8.startIndex, offsetBy: offset)
    }
}
