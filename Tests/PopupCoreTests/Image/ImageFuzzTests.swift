@testable import PopupCore
import XCTest

/// Deterministic mutation fuzzing: decoding must return or throw, never trap or hang.
final class ImageFuzzTests: XCTestCase {
    private func corpus() throws -> [[UInt8]] {
        let good = try ImageFixtures.names(in: "good").filter { !$0.hasSuffix(".rgba") }.map { "good/\($0)" }
        let bad = try ImageFixtures.names(in: "bad").filter { !$0.hasPrefix("bomb") }.map { "bad/\($0)" }
        return try (good + bad).map { try ImageFixtures.bytes($0) }
    }

    func testTwoThousandMutationsNeverCrash() throws {
        let files = try corpus()
        var rng = XorShift32(seed: 0xF00D)
        var decoded = 0
        for _ in 0..<2000 {
            var bytes = files[rng.below(files.count)]
            guard !bytes.isEmpty else { continue }
            let isPNG = bytes.starts(with: TestPNG.signature)
            switch rng.below(6) {
            case 0:
                for _ in 0...rng.below(8) { bytes[rng.below(bytes.count)] ^= 1 << UInt8(rng.below(8)) }
            case 1:
                bytes.removeSubrange(rng.below(bytes.count)...)
            case 2:
                for _ in 0...rng.below(4) { bytes[rng.below(bytes.count)] = UInt8(truncatingIfNeeded: rng.next()) }
            case 3:
                // Past the CRC check, into header parsing, inflate and unfiltering.
                let skip = bytes.count > 8 ? 8 : 0
                for _ in 0...rng.below(3) { bytes[skip + rng.below(bytes.count - skip)] ^= 1 << UInt8(rng.below(8)) }
                if isPNG { TestPNG.repairCRCs(&bytes) }
            case 4:
                // Flip bits inside the compressed stream only.
                if let idat = TestPNG.chunkBodies(bytes).first(where: { $0.type == "IDAT" && !$0.range.isEmpty }) {
                    for _ in 0...rng.below(3) {
                        bytes[idat.range.lowerBound + rng.below(idat.range.count)] ^= 1 << UInt8(rng.below(8))
                    }
                    TestPNG.repairCRCs(&bytes)
                }
            default:
                let start = rng.below(bytes.count)
                let end = min(bytes.count, start + rng.below(64))
                if rng.below(2) == 0 {
                    bytes.insert(contentsOf: bytes[start..<end], at: rng.below(bytes.count))
                } else {
                    bytes.removeSubrange(start..<end)
                }
                if isPNG { TestPNG.repairCRCs(&bytes) }
            }
            if let image = try? ImageDecoder.decode(bytes) {
                XCTAssertEqual(image.pixels.count, image.width * image.height * 4)
                decoded += 1
            }
        }
        // Some mutations (ancillary chunks, pixel data) still decode; most must be rejected.
        XCTAssertGreaterThan(decoded, 0)
        XCTAssertLessThan(decoded, 2000)
    }

    func testRandomHeadersWithRepairedCRCs() throws {
        let template = try ImageFixtures.bytes("good/rgb8_17x5.png")
        var rng = XorShift32(seed: 31337)
        for _ in 0..<500 {
            var bytes = template
            // IHDR body starts at offset 16: width, height, depth, colour type, methods.
            for k in 0..<13 where rng.below(3) == 0 {
                bytes[16 + k] = k < 8 && rng.below(2) == 0 ? UInt8(rng.below(3)) : UInt8(truncatingIfNeeded: rng.next())
            }
            TestPNG.repairCRCs(&bytes)
            _ = try? ImageDecoder.decode(bytes)
        }
    }

    func testMutatedScanlinesRecompressed() throws {
        let names = try ImageFixtures.names(in: "good").filter { $0.hasSuffix(".png") && !$0.hasPrefix("pillow") }
        var rng = XorShift32(seed: 4242)
        for round in 0..<300 {
            let bytes = try ImageFixtures.bytes("good/\(names[round % names.count])")
            let chunks = TestPNG.chunkBodies(bytes)
            let stream = chunks.filter { $0.type == "IDAT" }.flatMap { bytes[$0.range] }
            guard var raw = try? Inflate.zlibDecompress(stream, maxOutput: 1 << 20), !raw.isEmpty,
                  let header = chunks.first(where: { $0.type == "IHDR" }) else { continue }
            for _ in 0...rng.below(4) {
                raw[rng.below(raw.count)] = rng.below(2) == 0 ? UInt8(rng.below(6)) : UInt8(truncatingIfNeeded: rng.next())
            }
            if rng.below(4) == 0 { raw.removeLast(rng.below(raw.count)) }
            let rebuilt = TestPNG.signature + TestPNG.chunk("IHDR", Array(bytes[header.range]))
                + chunks.filter { $0.type == "PLTE" || $0.type == "tRNS" }.flatMap { TestPNG.chunk($0.type, Array(bytes[$0.range])) }
                + TestPNG.chunk("IDAT", TestDeflate.zlib(raw)) + TestPNG.chunk("IEND", [])
            _ = try? ImageDecoder.decode(rebuilt)
        }
    }

    func testInflateOnMutatedStreams() throws {
        let names = try ImageFixtures.names(in: "inflate").filter { $0.hasSuffix(".zlib") }
        let streams = try names.map { try ImageFixtures.bytes("inflate/\($0)") }
        var rng = XorShift32(seed: 99)
        for _ in 0..<2000 {
            var stream = streams[rng.below(streams.count)]
            guard !stream.isEmpty else { continue }
            for _ in 0...rng.below(6) { stream[rng.below(stream.count)] ^= 1 << UInt8(rng.below(8)) }
            _ = try? Inflate.zlibDecompress(stream, maxOutput: 1 << 18)
        }
    }
}
