/// zlib (RFC 1950) and raw DEFLATE (RFC 1951) decompression with a hard output bound.
enum Inflate {
    /// Decompresses a zlib stream, checking its header and Adler-32.
    /// Throws `decompressionBomb` as soon as the output would exceed `maxOutput` bytes.
    static func zlibDecompress(_ bytes: [UInt8], maxOutput: Int) throws -> [UInt8] {
        try bytes.withUnsafeBufferPointer { try zlibDecompress(buffer: $0, maxOutput: maxOutput) }
    }

    /// Decompresses a raw DEFLATE stream (no zlib header or checksum).
    static func inflate(_ bytes: [UInt8], maxOutput: Int) throws -> [UInt8] {
        try bytes.withUnsafeBufferPointer { try inflate(buffer: $0, start: 0, maxOutput: maxOutput).output }
    }

    static func zlibDecompress(buffer: UnsafeBufferPointer<UInt8>, maxOutput: Int) throws -> [UInt8] {
        try checkZlibHeader(buffer)
        let (output, end) = try inflate(buffer: buffer, start: 2, maxOutput: maxOutput)
        let actual = output.withUnsafeBufferPointer { Adler32.update(1, $0) }
        try checkAdler32(buffer, at: end, actual)
        return output
    }

    /// The same, handing the output to `sink` in pieces as it is made: a large picture is never
    /// whole in memory.
    static func zlibStream(buffer: UnsafeBufferPointer<UInt8>, maxOutput: Int,
                           into sink: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        try checkZlibHeader(buffer)
        var decoder = try InflateDecoder(input: buffer, start: 2, maxOutput: maxOutput)
        defer { decoder.deallocate() }
        var adler: UInt32 = 1
        try decoder.stream { piece in
            adler = Adler32.update(adler, piece)
            try sink(piece)
        }
        try checkAdler32(buffer, at: decoder.endOffset, adler)
    }

    private static func checkAdler32(_ buffer: UnsafeBufferPointer<UInt8>, at end: Int, _ actual: UInt32) throws {
        guard buffer.count - end >= 4 else { throw ImageError.badDeflate("missing Adler-32 checksum") }
        let stored = UInt32(buffer[end]) << 24 | UInt32(buffer[end + 1]) << 16
            | UInt32(buffer[end + 2]) << 8 | UInt32(buffer[end + 3])
        guard actual == stored else { throw ImageError.badDeflate("Adler-32 mismatch") }
    }

    private static func checkZlibHeader(_ buffer: UnsafeBufferPointer<UInt8>) throws {
        guard buffer.count >= 2 else { throw ImageError.badDeflate("missing zlib header") }
        let cmf = buffer[0]
        let flg = buffer[1]
        guard cmf & 0x0F == 8 else { throw ImageError.badDeflate("unknown compression method") }
        guard cmf >> 4 <= 7 else { throw ImageError.badDeflate("invalid window size") }
        guard (UInt32(cmf) << 8 | UInt32(flg)) % 31 == 0 else {
            throw ImageError.badDeflate("zlib header check failed")
        }
        guard flg & 0x20 == 0 else { throw ImageError.badDeflate("preset dictionary not supported") }
    }

    static func inflate(
        buffer: UnsafeBufferPointer<UInt8>, start: Int, maxOutput: Int
    ) throws -> (output: [UInt8], end: Int) {
        var decoder = try InflateDecoder(input: buffer, start: start, maxOutput: maxOutput)
        defer { decoder.deallocate() }
        try decoder.run()
        return (decoder.takeOutput(), decoder.endOffset)
    }
}
