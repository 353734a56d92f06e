@testable import PopupCore
import XCTest

final class InflateTests: XCTestCase {
    private func manifest() throws -> [(file: String, original: [UInt8])] {
        let text = String(decoding: try ImageFixtures.bytes("inflate/manifest.txt"), as: UTF8.self)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: " ").map(String.init)
            let original = GeneratedData.make(kind: fields[1], length: Int(fields[2]) ?? 0, seed: UInt32(fields[3]) ?? 1)
            return (fields[0], original)
        }
    }

    private func decompress(_ file: String, _ stream: [UInt8], maxOutput: Int) throws -> [UInt8] {
        file.hasSuffix(".deflate")
            ? try Inflate.inflate(stream, maxOutput: maxOutput)
            : try Inflate.zlibDecompress(stream, maxOutput: maxOutput)
    }

    func testStreamsCompressedByPythonRoundTrip() throws {
        let cases = try manifest()
        XCTAssertEqual(cases.count, 20)
        for (file, original) in cases {
            let stream = try ImageFixtures.bytes("inflate/\(file)")
            XCTAssertEqual(try decompress(file, stream, maxOutput: original.count), original, file)
        }
    }

    func testOutputBoundIsExact() throws {
        for (file, original) in try manifest() where !original.isEmpty {
            let stream = try ImageFixtures.bytes("inflate/\(file)")
            assertImageError(try decompress(file, stream, maxOutput: original.count - 1), file) {
                $0 == .decompressionBomb
            }
        }
    }

    func testEveryTruncationThrows() throws {
        for file in ["05_text_level9.zlib", "12_far_level9.zlib", "01_random_stored.zlib", "15_text_mixed.zlib"] {
            let stream = try ImageFixtures.bytes("inflate/\(file)")
            for cut in 0..<stream.count {
                XCTAssertThrowsError(try Inflate.zlibDecompress(Array(stream[..<cut]), maxOutput: 1 << 20), "\(file) cut at \(cut)")
            }
        }
    }

    func testSwiftEncoderRoundTripsLargeData() throws {
        var rng = XorShift32(seed: 77)
        var data: [UInt8] = []
        while data.count < 300_000 {
            if rng.below(4) == 0 || data.count < 40_000 {
                data.append(UInt8(truncatingIfNeeded: rng.next()))
            } else {
                let distance = 1 + rng.below(min(32_768, data.count))
                for _ in 0..<(3 + rng.below(300)) { data.append(data[data.count - distance]) }
            }
        }
        let stream = TestDeflate.zlib(data)
        XCTAssertEqual(try Inflate.zlibDecompress(stream, maxOutput: data.count), data)
    }

    func testChecksumsAndHeadersAreVerified() throws {
        let good = TestDeflate.zlib(Array("hello hello hello".utf8))
        var badAdler = good
        badAdler[badAdler.count - 1] ^= 1
        assertImageError(try Inflate.zlibDecompress(badAdler, maxOutput: 100), "adler") { $0 == .badDeflate("Adler-32 mismatch") }
        var badMethod = good
        badMethod[0] = 0x79
        assertImageError(try Inflate.zlibDecompress(badMethod, maxOutput: 100), "method") { if case .badDeflate = $0 { true } else { false } }
        var dictionary = good
        dictionary[1] = 0x20 | 0x1D  // FDICT set, check bits still valid for 0x78
        assertImageError(try Inflate.zlibDecompress(dictionary, maxOutput: 100), "dictionary") { if case .badDeflate = $0 { true } else { false } }
        assertImageError(try Inflate.zlibDecompress([], maxOutput: 100), "empty") { if case .badDeflate = $0 { true } else { false } }
    }

    func testHandMadeBlocks() throws {
        // An empty final stored block.
        XCTAssertEqual(try Inflate.inflate([0x01, 0x00, 0x00, 0xFF, 0xFF], maxOutput: 0), [])
        // Stored block whose length complement is wrong.
        XCTAssertThrowsError(try Inflate.inflate([0x01, 0x03, 0x00, 0xFF, 0xFF, 1, 2, 3], maxOutput: 10))
        // Stored block longer than the input.
        XCTAssertThrowsError(try Inflate.inflate([0x01, 0x05, 0x00, 0xFA, 0xFF, 1, 2], maxOutput: 10))
        // Reserved block type 3.
        assertImageError(try Inflate.inflate([0x07, 0, 0, 0], maxOutput: 10), "type 3") { $0 == .badDeflate("invalid block type") }

        // A match before any output.
        var writer = TestBitWriter()
        writer.write(1, bits: 1)
        writer.write(1, bits: 2)
        let literalCodes = TestDeflate.canonicalCodes(TestDeflate.fixedLiteralLengths)
        let distanceCodes = TestDeflate.canonicalCodes(TestDeflate.fixedDistanceLengths)
        TestDeflate.emit(.match(length: 3, distance: 1), &writer, literalCodes, TestDeflate.fixedLiteralLengths,
                         distanceCodes, TestDeflate.fixedDistanceLengths)
        TestDeflate.emit(.endOfBlock, &writer, literalCodes, TestDeflate.fixedLiteralLengths,
                         distanceCodes, TestDeflate.fixedDistanceLengths)
        assertImageError(try Inflate.inflate(writer.finish(), maxOutput: 10), "too far") { $0 == .badDeflate("distance too far back") }
    }

    /// Codes up to 15 bits long exercise the second-level tables of both alphabets.
    func testLongCodesUseSubtables() throws {
        var literalLengths = [Int](repeating: 0, count: 286)
        // Lengths 1, 2, …, 15, 15 form a complete code: literals 'a'…'n', end-of-block, length 3.
        for k in 0..<14 { literalLengths[0x61 + k] = k + 1 }
        literalLengths[256] = 15
        literalLengths[257] = 15
        var distanceLengths = [Int](repeating: 0, count: 30)
        for k in 0..<15 { distanceLengths[k] = k + 1 }
        distanceLengths[15] = 15
        var symbols: [TestDeflate.Symbol] = []
        var expected: [UInt8] = []
        for k in 0..<14 {
            symbols.append(.literal(UInt8(0x61 + k)))
            expected.append(UInt8(0x61 + k))
        }
        for distance in [1, 2, 5, 13, 14] {
            symbols.append(.match(length: 3, distance: distance))
            for _ in 0..<3 { expected.append(expected[expected.count - distance]) }
        }
        symbols.append(.endOfBlock)
        var writer = TestBitWriter()
        TestDeflate.writeDynamicBlock(&writer, final: true, literalLengths: literalLengths,
                                      distanceLengths: distanceLengths, symbols: symbols)
        XCTAssertEqual(try Inflate.inflate(writer.finish(), maxOutput: 100), expected)
    }

    func testALoneDistanceCodeIsAllowed() throws {
        var literalLengths = [Int](repeating: 0, count: 258)
        literalLengths[0x78] = 1
        literalLengths[256] = 2
        literalLengths[257] = 2
        var writer = TestBitWriter()
        TestDeflate.writeDynamicBlock(&writer, final: true, literalLengths: literalLengths, distanceLengths: [1],
                                      symbols: [.literal(0x78), .match(length: 3, distance: 1), .endOfBlock])
        XCTAssertEqual(try Inflate.inflate(writer.finish(), maxOutput: 10), [0x78, 0x78, 0x78, 0x78])
    }

    func testMalformedCodesAreRejected() {
        func block(_ literalLengths: [Int], _ distanceLengths: [Int] = [1, 1]) -> [UInt8] {
            var writer = TestBitWriter()
            TestDeflate.writeDynamicBlock(&writer, final: true, literalLengths: literalLengths,
                                          distanceLengths: distanceLengths, symbols: [])
            writer.write(0, bits: 16)
            return writer.finish()
        }
        var oversubscribed = [Int](repeating: 0, count: 257)
        for symbol in [0, 1, 2, 256] { oversubscribed[symbol] = 1 }
        assertImageError(try Inflate.inflate(block(oversubscribed), maxOutput: 10), "over-subscribed") {
            $0 == .badDeflate("over-subscribed Huffman code")
        }
        var incomplete = [Int](repeating: 0, count: 257)
        incomplete[0] = 2
        incomplete[256] = 2
        assertImageError(try Inflate.inflate(block(incomplete), maxOutput: 10), "incomplete") {
            $0 == .badDeflate("incomplete Huffman code")
        }
        var noEnd = [Int](repeating: 0, count: 257)
        noEnd[0] = 1
        noEnd[1] = 1
        assertImageError(try Inflate.inflate(block(noEnd), maxOutput: 10), "no end") {
            $0 == .badDeflate("missing end-of-block code")
        }
    }

    func testRandomGarbageNeverCrashes() {
        var rng = XorShift32(seed: 5)
        for round in 0..<3000 {
            let count = rng.below(300)
            var bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            if round % 2 == 0 && !bytes.isEmpty {
                bytes[0] = bytes[0] & 0xF9 | 0x04  // a dynamic block header, the richest path
            }
            _ = try? Inflate.inflate(bytes, maxOutput: 1 << 16)
        }
    }
}
