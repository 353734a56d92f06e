@testable import PopupCore
import XCTest

final class ImageScalerTests: XCTestCase {
    private func image(_ width: Int, _ height: Int, _ colors: [(UInt8, UInt8, UInt8, UInt8)]) -> RGBAImage {
        RGBAImage(width: width, height: height, pixels: colors.flatMap { [$0.0, $0.1, $0.2, $0.3] })
    }

    func testShrinkAveragesEachFootprint() {
        let source = image(4, 2, [
            (0, 0, 0, 255), (100, 0, 0, 255), (10, 20, 30, 255), (30, 40, 50, 255),
            (200, 0, 0, 255), (100, 100, 0, 255), (50, 60, 70, 255), (70, 80, 90, 255),
        ])
        let scaled = source.scaled(width: 2, height: 1)
        XCTAssertEqual(scaled.width, 2)
        XCTAssertEqual(scaled.height, 1)
        XCTAssertEqual(scaled.pixels, [100, 25, 0, 255, 40, 50, 60, 255])
    }

    func testFractionalFootprintsAreWeighted() {
        // 3 → 2: each output pixel covers one whole source pixel and half of the middle one.
        let source = image(3, 1, [(0, 0, 0, 255), (90, 90, 90, 255), (180, 180, 180, 255)])
        XCTAssertEqual(source.scaled(width: 2, height: 1).pixels, [30, 30, 30, 255, 150, 150, 150, 255])
    }

    func testColourIsWeightedByAlpha() {
        let source = image(2, 1, [(255, 0, 0, 255), (0, 0, 255, 0)])
        XCTAssertEqual(source.scaled(width: 1, height: 1).pixels, [255, 0, 0, 128])
        let transparent = image(2, 1, [(255, 0, 0, 0), (0, 0, 255, 0)])
        XCTAssertEqual(transparent.scaled(width: 1, height: 1).pixels, [0, 0, 0, 0])
    }

    func testTwoColourSplitStaysClean() {
        let red: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255)
        let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 255, 255)
        let source = image(8, 2, Array(repeating: [red, red, red, red, blue, blue, blue, blue], count: 2).flatMap { $0 })
        for (width, height) in [(4, 1), (2, 2), (16, 3), (6, 1)] {
            let scaled = source.scaled(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    let p = scaled.pixel(x: x, y: y)
                    let leftHalf = (2 * x + 1) * 8 < 2 * width * 4  // pixel centre left of the split
                    let straddles = width % 2 == 1 && x == width / 2
                    if straddles { continue }
                    XCTAssertTrue(leftHalf ? p == (255, 0, 0, 255) : p == (0, 0, 255, 255), "\(width)×\(height) at \(x),\(y)")
                }
            }
        }
    }

    func testEnlargeUsesNearestPixel() {
        let source = image(2, 1, [(1, 2, 3, 4), (5, 6, 7, 8)])
        XCTAssertEqual(source.scaled(width: 4, height: 2).pixels,
                       [1, 2, 3, 4, 1, 2, 3, 4, 5, 6, 7, 8, 5, 6, 7, 8,
                        1, 2, 3, 4, 1, 2, 3, 4, 5, 6, 7, 8, 5, 6, 7, 8])
    }

    func testDegenerateSizes() {
        let source = image(2, 1, [(1, 2, 3, 4), (5, 6, 7, 8)])
        XCTAssertEqual(source.scaled(width: 2, height: 1), source)
        XCTAssertEqual(source.scaled(width: 0, height: 5).pixels, [])
        XCTAssertEqual(source.scaled(width: -1, height: -1).width, 0)
        let empty = RGBAImage(width: 0, height: 0, pixels: [])
        XCTAssertEqual(empty.scaled(width: 2, height: 2).pixels, [UInt8](repeating: 0, count: 16))
        var broken = source
        broken.pixels = [1, 2]
        XCTAssertEqual(broken.scaled(width: 1, height: 1).width, 1)
    }

    func testCompositing() {
        let source = image(3, 1, [(255, 255, 255, 255), (255, 0, 0, 0), (200, 100, 0, 128)])
        XCTAssertEqual(source.composited(over: (r: 0, g: 0, b: 100)).pixels,
                       [255, 255, 255, 255, 0, 0, 100, 255, 100, 50, 50, 255])
    }
}
