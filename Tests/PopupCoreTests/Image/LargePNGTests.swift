import XCTest
@testable import PopupCore

/// A picture larger than `PNGRowScaler.largestSide` is scaled down row by row as it is decoded:
/// box averages of the pixels, whether the rows come in order or in Adam7's seven passes.
final class LargePNGTests: XCTestCase {
    private let width = 1100
    private let height = 600

    private func pixel(_ x: Int, _ y: Int) -> [UInt8] { [UInt8(x % 256), UInt8(y % 256), UInt8((x * 3 + y) % 256)] }

    /// Unfiltered scanlines: the whole image, or each Adam7 pass in turn.
    private func scanlines(interlaced: Bool) -> [UInt8] {
        let passes: [(x0: Int, y0: Int, dx: Int, dy: Int)] = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var out: [UInt8] = []
        for pass in passes {
            for y in Swift.stride(from: pass.y0, to: height, by: pass.dy) {
                let xs = Array(Swift.stride(from: pass.x0, to: width, by: pass.dx))
                guard !xs.isEmpty else { continue }
                out.append(0)
                for x in xs { out += pixel(x, y) }
            }
        }
        return out
    }

    private func png(interlaced: Bool) -> [UInt8] {
        let header = TestPNG.bigEndian(UInt32(width)) + TestPNG.bigEndian(UInt32(height)) + [8, 2, 0, 0, interlaced ? 1 : 0]
        return TestPNG.signature + TestPNG.chunk("IHDR", header) + TestPNG.chunk("IDAT", TestDeflate.zlib(scanlines(interlaced: interlaced)))
            + TestPNG.chunk("IEND", [])
    }

    func testALargePictureIsDecodedToBoxAveragesOfHalfItsSize() throws {
        for interlaced in [false, true] {
            let image = try ImageDecoder.decode(png(interlaced: interlaced))
            XCTAssertEqual(image.width, 550)
            XCTAssertEqual(image.height, 300)
            for (x, y) in [(0, 0), (1, 0), (127, 31), (300, 200), (549, 299)] {
                var expected: [UInt8] = []
                for channel in 0..<3 {
                    let sum = [(0, 0), (1, 0), (0, 1), (1, 1)].reduce(0) { $0 + Int(pixel(2 * x + $1.0, 2 * y + $1.1)[channel]) }
                    expected.append(UInt8((sum + 2) / 4))
                }
                let got = image.pixel(x: x, y: y)
                XCTAssertEqual([got.r, got.g, got.b, got.a], expected + [255], "(\(x), \(y)), interlaced: \(interlaced)")
            }
        }
    }

    func testAPictureThatFitsIsDecodedWhole() throws {
        var scanlines: [UInt8] = []
        for y in 0..<4 {
            scanlines.append(0)
            for x in 0..<1024 { scanlines += pixel(x, y) }
        }
        let file = TestPNG.file(width: 1024, height: 4, bitDepth: 8, colorType: 2, zlibData: TestDeflate.zlib(scanlines))
        let image = try ImageDecoder.decode(file)
        XCTAssertEqual(image.width, 1024)
        XCTAssertEqual(image.pixel(x: 1023, y: 3).r, pixel(1023, 3)[0])
    }
}
