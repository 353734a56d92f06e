extension StringProtocol {
    /// Runs `body` on the text's UTF-8 bytes: in place when they are contiguous, else on a copy.
    /// Byte loops over a buffer, rather than through the generic UTF-8 view, are what keep a 10 MB
    /// message quick to scan even in a debug build.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        return try Array(utf8).withUnsafeBufferPointer(body)
    }
}
