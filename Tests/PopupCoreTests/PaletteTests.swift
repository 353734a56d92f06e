import XCTest
@testable import PopupCore

final class PaletteTests: XCTestCase {
    /// The quick search finds the entry a search of all of 16–255 finds (or one as near).
    func testNearest256IsTheNearestEntry() {
        for r in stride(from: 0, through: 255, by: 15) {
            for g in stride(from: 0, through: 255, by: 15) {
                for b in stride(from: 0, through: 255, by: 15) {
                    let color = (r: UInt8(r), g: UInt8(g), b: UInt8(b))
                    let best = (16...255).map { Palette.distance(color, Palette.xterm($0)) }.min()!
                    let found = Palette.distance(color, Palette.xterm(Int(Palette.nearest256(color))))
                    XCTAssertEqual(found, best, "\(color)")
                }
            }
        }
    }

    /// A gradient at 256 colours keeps its hue where the palette has one, and steps through it.
    func testAGradientAt256ColoursShowsItsSteps() {
        let gradient = Gradient(direction: .vertical, stops: [.rgb(0x60, 0x20, 0x20), .rgb(0x20, 0x60, 0x20)])
        let rows = (0..<9).map { ColorDepth.ansi256.reduce(gradient.color(at: $0, of: 9)) }
        XCTAssertEqual(rows.first, .indexed(52), "dark red stays red")
        XCTAssertEqual(rows.last, .indexed(22), "dark green stays green")
        XCTAssertGreaterThanOrEqual(Set(rows).count, 4, "\(rows)")
        let bright = Gradient(direction: .vertical, stops: [.rgb(255, 0, 0), .rgb(0, 0, 255)])
        XCTAssertGreaterThanOrEqual(Set((0..<12).map { ColorDepth.ansi256.reduce(bright.color(at: $0, of: 12)) }).count, 7)
    }
}
