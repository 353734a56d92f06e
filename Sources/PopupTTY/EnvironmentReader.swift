import Glibc

/// The environment, read from `environ`.
public enum EnvironmentReader {
    public static func read() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            // Bytes, not Characters: the name ends at the first `=` byte, as for getenv (a search by
            // Character breaks graphemes, about 5 000 instructions an entry before the first frame).
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(entry).assumingMemoryBound(to: UInt8.self), count: strlen(entry))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                result[String(decoding: bytes[..<equals], as: UTF8.self)] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
            }
            pointer += 1
        }
        return result
    }
}
