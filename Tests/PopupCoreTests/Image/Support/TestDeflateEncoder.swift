/// A small DEFLATE writer for tests: greedy LZ77 with fixed Huffman codes, plus a way to
/// hand-craft dynamic blocks with arbitrary code lengths (long codes, lone codes, bad codes).
enum TestDeflate {
    enum Symbol {
        case literal(UInt8)
        case match(length: Int, distance: Int)
        case endOfBlock
    }

    static let fixedLiteralLengths: [Int] = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
    static let fixedDistanceLengths = [Int](repeating: 5, count: 30)

    private static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                      35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                      3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385,
                                        513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7,
                                        8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// zlib stream: fixed-Huffman LZ77 in a single final block.
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        wrapZlib(raw: rawFixed(data), original: data)
    }

    static func wrapZlib(raw: [UInt8], original: [UInt8]) -> [UInt8] {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in original {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        let adler = b << 16 | a
        return [0x78, 0x01] + raw + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> $0) }
    }

    static func rawFixed(_ data: [UInt8]) -> [UInt8] {
        var writer = TestBitWriter()
        writer.write(1, bits: 1)
        writer.write(1, bits: 2)
        let literalCodes = canonicalCodes(fixedLiteralLengths)
        let distanceCodes = canonicalCodes(fixedDistanceLengths)
        var head = [Int](repeating: -1, count: 1 << 16)
        var i = 0
        let n = data.count
        while i < n {
            if i + 3 <= n {
                let key = Int(data[i]) << 16 | Int(data[i + 1]) << 8 | Int(data[i + 2])
                let hash = (key &* 2_654_435_761) >> 16 & 0xFFFF
                let candidate = head[hash]
                head[hash] = i
                if candidate >= 0 && i - candidate <= 32_768 {
                    var length = 0
                    while length < 258 && i + length < n && data[candidate + length] == data[i + length] { length += 1 }
                    if length >= 3 {
                        emit(.match(length: length, distance: i - candidate), &writer,
                             literalCodes, fixedLiteralLengths, distanceCodes, fixedDistanceLengths)
                        i += length
                        continue
                    }
                }
            }
            emit(.literal(data[i]), &writer, literalCodes, fixedLiteralLengths, distanceCodes, fixedDistanceLengths)
            i += 1
        }
        emit(.endOfBlock, &writer, literalCodes, fixedLiteralLengths, distanceCodes, fixedDistanceLengths)
        return writer.finish()
    }

    /// One dynamic block whose code-length code gives each of the lengths 0...15 a 4-bit code.
    static func writeDynamicBlock(
        _ writer: inout TestBitWriter, final: Bool,
        literalLengths: [Int], distanceLengths: [Int], symbols: [Symbol]
    ) {
        writer.write(final ? 1 : 0, bits: 1)
        writer.write(2, bits: 2)
        writer.write(literalLengths.count - 257, bits: 5)
        writer.write(distanceLengths.count - 1, bits: 5)
        writer.write(19 - 4, bits: 4)
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        for symbol in order { writer.write(symbol < 16 ? 4 : 0, bits: 3) }
        for length in literalLengths + distanceLengths { writer.writeCode(length, length: 4) }
        let literalCodes = canonicalCodes(literalLengths)
        let distanceCodes = canonicalCodes(distanceLengths)
        for symbol in symbols {
            emit(symbol, &writer, literalCodes, literalLengths, distanceCodes, distanceLengths)
        }
    }

    static func emit(
        _ symbol: Symbol, _ writer: inout TestBitWriter,
        _ literalCodes: [Int], _ literalLengths: [Int], _ distanceCodes: [Int], _ distanceLengths: [Int]
    ) {
        switch symbol {
        case .literal(let byte):
            writer.writeCode(literalCodes[Int(byte)], length: literalLengths[Int(byte)])
        case .endOfBlock:
            writer.writeCode(literalCodes[256], length: literalLengths[256])
        case .match(let length, let distance):
            let l = (lengthBases.lastIndex { $0 <= length })!
            writer.writeCode(literalCodes[257 + l], length: literalLengths[257 + l])
            writer.write(length - lengthBases[l], bits: lengthExtra[l])
            let d = (distanceBases.lastIndex { $0 <= distance })!
            writer.writeCode(distanceCodes[d], length: distanceLengths[d])
            writer.write(distance - distanceBases[d], bits: distanceExtra[d])
        }
    }

    /// RFC 1951 §3.2.2: codes in order of (length, symbol), consecutive within a length.
    static func canonicalCodes(_ lengths: [Int]) -> [Int] {
        var codes = [Int](repeating: 0, count: lengths.count)
        var code = 0
        for length in 1...15 {
            for (symbol, l) in lengths.enumerated() where l == length {
                codes[symbol] = code
                code += 1
            }
            code <<= 1
        }
        return codes
    }
}

/// Packs bits least significant first, as DEFLATE stores everything but Huffman codes.
struct TestBitWriter {
    private(set) var bytes: [UInt8] = []
    private var accumulator: UInt64 = 0
    private var count = 0

    mutating func write(_ value: Int, bits: Int) {
        accumulator |= UInt64(value) << UInt64(count)
        count += bits
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: accumulator))
            accumulator >>= 8
            count -= 8
        }
    }

    /// Huffman codes go most significant bit first.
    mutating func writeCode(_ code: Int, length: Int) {
        var reversed = 0
        for k in 0..<length { reversed |= (code >> k & 1) << (length - 1 - k) }
        write(reversed, bits: length)
    }

    mutating func finish() -> [UInt8] {
        if count > 0 { write(0, bits: 8 - count) }
        return bytes
    }
}
