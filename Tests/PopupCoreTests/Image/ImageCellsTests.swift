import XCTest
@testable import PopupCore

final class ImageCellsTests: XCTestCase {
    private func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> [UInt8]) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { pixels += pixel(x, y) }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    func testUpperPixelIsForegroundLowerIsBackground() {
        let source = image(2, 2) { x, y in y == 0 ? [10, 20, 30, 255] : [x == 0 ? 200 : 100, 0, 0, 255] }
        let cells = ImageCells.render(source, size: Size(width: 2, height: 1), background: .default, depth: .truecolor)
        XCTAssertEqual(cells.cells, [
            Cell("▀", style: CellStyle(foreground: .rgb(10, 20, 30), background: .rgb(200, 0, 0))),
            Cell("▀", style: CellStyle(foreground: .rgb(10, 20, 30), background: .rgb(100, 0, 0))),
        ])
    }

    func testShrinkingAveragesTheArea() {
        // 4×4 of black and white columns → 2 columns × 2 pixel rows of mid grey.
        let source = image(4, 4) { x, _ in x % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }
        let cells = ImageCells.render(source, size: Size(width: 2, height: 1), background: .default, depth: .truecolor)
        for cell in cells.cells {
            XCTAssertEqual(cell?.style, CellStyle(foreground: .rgb(128, 128, 128), background: .rgb(128, 128, 128)))
        }
    }

    func testTransparencyOverTheTerminalsOwnBackground() {
        // Columns: opaque over clear, clear over opaque, all clear, all opaque.
        let source = image(4, 2) { x, y in
            let opaque = [[true, false], [false, true], [false, false], [true, true]][x][y]
            return [50, 60, 70, opaque ? 255 : 0]
        }
        let cells = ImageCells.render(source, size: Size(width: 4, height: 1), background: .default, depth: .truecolor).cells
        XCTAssertEqual(cells[0], Cell("▀", style: CellStyle(foreground: .rgb(50, 60, 70), background: .default)))
        XCTAssertEqual(cells[1], Cell("▄", style: CellStyle(foreground: .rgb(50, 60, 70), background: .default)))
        XCTAssertNil(cells[2], "fully clear cells leave the box as it is")
        XCTAssertEqual(cells[3], Cell("▀", style: CellStyle(foreground: .rgb(50, 60, 70), background: .rgb(50, 60, 70))))
    }

    func testTheBackgroundUnderThePicture() {
        var theme = Theme.standard
        XCTAssertEqual(ImageCells.background(under: theme), .default)
        theme.terminalBackground = .rgb(10, 10, 10)
        XCTAssertEqual(ImageCells.background(under: theme), .rgb(10, 10, 10), "the terminal said")
        theme.box.background = .rgb(0, 0, 90)
        XCTAssertEqual(ImageCells.background(under: theme), .rgb(0, 0, 90), "the box's own colour first")
    }

    func testTransparencyBlendsOverAKnownBoxBackground() {
        let source = image(1, 2) { _, y in y == 0 ? [255, 255, 255, 0] : [255, 0, 0, 128] }
        let cell = ImageCells.render(source, size: Size(width: 1, height: 1), background: .rgb(0, 0, 200), depth: .truecolor).cells[0]
        XCTAssertEqual(cell, Cell("▀", style: CellStyle(foreground: .rgb(0, 0, 200), background: .rgb(128, 0, 100))))
    }

    func testPaletteColoursPassUnchanged() {
        // Colours that are palette entries already have no error to spread.
        let source = image(4, 4) { _, y in y < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        let cube = ImageCells.render(source, size: Size(width: 4, height: 2), background: .default, depth: .ansi256)
        XCTAssertEqual(Set(cube.cells.compactMap { $0?.style }), [
            CellStyle(foreground: .indexed(196), background: .indexed(196)),
            CellStyle(foreground: .indexed(21), background: .indexed(21)),
        ])
        let ansi = image(4, 4) { _, y in y < 2 ? [255, 0, 0, 255] : [0, 0, 238, 255] }
        let sixteen = ImageCells.render(ansi, size: Size(width: 4, height: 2), background: .default, depth: .ansi16)
        XCTAssertEqual(Set(sixteen.cells.compactMap { $0?.style }), [
            CellStyle(foreground: .ansi(9), background: .ansi(9)),
            CellStyle(foreground: .ansi(4), background: .ansi(4)),
        ])
    }

    /// A flat colour between palette entries comes out as a mix of them whose average is close to it.
    func testDitheringKeepsTheAverageColour() {
        let cases: [(ColorDepth, [UInt8], Int)] = [
            (.ansi256, [120, 60, 200], 6),
            (.ansi256, [90, 90, 90], 4),
            (.ansi16, [128, 64, 32], 24),
            (.ansi16, [64, 64, 160], 24),
        ]
        for (depth, colour, tolerance) in cases {
            let source = image(32, 32) { _, _ in colour + [255] }
            let cells = ImageCells.render(source, size: Size(width: 32, height: 16), background: .default, depth: depth).cells
            var sums = [0, 0, 0]
            var distinct = Set<Color>()
            for case let cell? in cells {
                for color in [cell.style.foreground, cell.style.background] {
                    distinct.insert(color)
                    guard let rgb = color.rgbValue else { return XCTFail("no colour") }
                    sums[0] += Int(rgb.r)
                    sums[1] += Int(rgb.g)
                    sums[2] += Int(rgb.b)
                }
            }
            XCTAssertGreaterThan(distinct.count, 1, "\(depth) \(colour): dithered, not flat")
            for c in 0..<3 {
                let mean = sums[c] / (cells.count * 2)
                XCTAssertLessThanOrEqual(abs(mean - Int(colour[c])), tolerance, "\(depth) \(colour) channel \(c): mean \(mean)")
            }
        }
    }

    func testNoColourGivesBlankCells() {
        let source = image(2, 2) { _, _ in [1, 2, 3, 255] }
        let cells = ImageCells.render(source, size: Size(width: 2, height: 1), background: .default, depth: .none)
        XCTAssertEqual(cells.cells, [nil, nil])
    }
}
