@testable import PopupCore
import XCTest

/// Prints timings for a 1920×1080 noisy RGB PNG (smaller in debug builds); it asserts
/// correctness, not speed.
/// Meaningful numbers need an optimised build (the tests import PopupCore @testable):
/// `swift test -c release -Xswiftc -enable-testing --filter ImageBenchmarkTests`.
final class ImageBenchmarkTests: XCTestCase {
    func testDecodeAndScaleTiming() throws {
        #if DEBUG
        // Unoptimised code is ~20× slower; keep the default test run quick.
        let (width, height, runs, build) = (480, 270, 1, "debug build, not representative")
        #else
        let (width, height, runs, build) = (1920, 1080, 7, "release build")
        #endif
        var rng = XorShift32(seed: 1080)
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 3
                let noise = Int(rng.next() % 13) - 6
                rgb[i] = UInt8(clamping: x * 255 / width + noise)
                rgb[i + 1] = UInt8(clamping: y * 255 / height + noise / 2)
                rgb[i + 2] = UInt8(clamping: (x + y) % 256 + Int(rng.next() % 5))
            }
        }
        let scanlines = TestPNG.filtered(rgb, rowBytes: width * 3, bytesPerPixel: 3) { UInt8(1 + $0 % 4) }
        let stream = TestDeflate.zlib(scanlines)
        let png = TestPNG.file(width: width, height: height, bitDepth: 8, colorType: 2, zlibData: stream)

        var inflated: [UInt8] = []
        var image = RGBAImage(width: 0, height: 0, pixels: [])
        var small = image
        let inflateTime = try best(of: runs) { inflated = try Inflate.zlibDecompress(stream, maxOutput: scanlines.count) }
        let decodeTime = try best(of: runs) { image = try ImageDecoder.decode(png) }
        let scaleTime = try best(of: runs) { small = image.scaled(width: 56, height: 32) }
        // What the dialog does with a picture file: decode, then half-block cells 56 columns wide.
        var cells: [ImageCells] = []
        let size = ImageFit.cells(for: image, columns: 56, maxRows: 100) ?? Size(width: 0, height: 0)
        let cellsTime = try best(of: runs) { cells = [ImageCells.render(image, size: size, background: .default, depth: .truecolor)] }
        let ditheredTime = try best(of: runs) { cells.append(ImageCells.render(image, size: size, background: .default, depth: .ansi256)) }
        let pipelineTime = try best(of: runs) {
            _ = ImageCells.render(try ImageDecoder.decode(png), size: size, background: .default, depth: .truecolor)
        }

        XCTAssertEqual(inflated, scanlines)
        XCTAssertEqual(image.width, width)
        XCTAssertEqual(image.height, height)
        var expected = [UInt8](repeating: 255, count: width * height * 4)
        for p in 0..<(width * height) {
            expected[p * 4] = rgb[p * 3]
            expected[p * 4 + 1] = rgb[p * 3 + 1]
            expected[p * 4 + 2] = rgb[p * 3 + 2]
        }
        XCTAssertTrue(image.pixels == expected, "decoded pixels differ from the encoded ones")
        XCTAssertEqual(small.pixels.count, 56 * 32 * 4)
        XCTAssertEqual(cells.last?.size, Size(width: 56, height: (56 * height + 2 * width - 1) / (2 * width)))

        func ms(_ value: Double) -> String { "\((value * 100).rounded() / 100) ms" }
        print("image-bench (\(build)): \(width)×\(height) RGB PNG, \(png.count) bytes, \(scanlines.count) bytes inflated")
        print("image-bench: inflate \(ms(inflateTime)), full decode \(ms(decodeTime)), scale to 56×32 \(ms(scaleTime))")
        print("image-bench: \(size.width)×\(size.height) half-block cells \(ms(cellsTime)), dithered to 256 colours \(ms(ditheredTime))")
        print("image-bench: file to cells (decode, scale, cells) \(ms(pipelineTime))")
    }

    private func best(of runs: Int, _ body: () throws -> Void) throws -> Double {
        var fastest = Double.infinity
        let clock = ContinuousClock()
        for _ in 0..<runs {
            var failure: Error?
            let elapsed = clock.measure {
                do { try body() } catch { failure = error }
            }
            if let failure { throw failure }
            let (seconds, attoseconds) = elapsed.components
            fastest = min(fastest, Double(seconds) * 1000 + Double(attoseconds) / 1e15)
        }
        return fastest
    }
}
