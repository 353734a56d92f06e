import XCTest
@testable import PopupCore

final class ImageLayoutTests: XCTestCase {
    private let red: [UInt8] = [255, 0, 0, 255]
    private let blue: [UInt8] = [0, 0, 255, 255]

    /// `width`×`height`, the top `redRows` rows red and the rest blue.
    private func twoColour(width: Int, height: Int, redRows: Int) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for _ in 0..<width { pixels += y < redRows ? red : blue }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    func testFitKeepsTheAspectRatioWithTallCells() {
        let square = RGBAImage(width: 100, height: 100, pixels: [])
        XCTAssertEqual(ImageFit.cells(for: square, columns: 40, maxRows: 30), Size(width: 40, height: 20))
        let wide = RGBAImage(width: 192, height: 108, pixels: [])
        // 54 · 108 / 192 / 2 = 15.19 → 16 rows.
        XCTAssertEqual(ImageFit.cells(for: wide, columns: 54, maxRows: 30), Size(width: 54, height: 16))
        // Capped at 8 rows: 8 rows are 16 pixel rows, which 192:108 makes 28.4 → 28 columns.
        XCTAssertEqual(ImageFit.cells(for: wide, columns: 54, maxRows: 8), Size(width: 28, height: 8))
        let banner = RGBAImage(width: 1000, height: 10, pixels: [])
        XCTAssertEqual(ImageFit.cells(for: banner, columns: 50, maxRows: 8), Size(width: 50, height: 1))
        XCTAssertNil(ImageFit.cells(for: square, columns: 40, maxRows: 0))
        XCTAssertNil(ImageFit.cells(for: RGBAImage(width: 0, height: 0, pixels: []), columns: 40, maxRows: 8))
        let needle = RGBAImage(width: 1, height: 10_000, pixels: [])
        XCTAssertEqual(ImageFit.cells(for: needle, columns: 40, maxRows: 8), Size(width: 1, height: 8), "a thin strip, not nothing")
    }

    func testGoldenDialogWithAPicturePinnedToTheTop() {
        let dialog = Dialog(title: "Sunset", message: "A picture above the title.", buttons: [Button("OK")],
                            image: twoColour(width: 16, height: 4, redRows: 2))
        let screen = Size(width: 50, height: 24)
        let state = DialogState(dialog: dialog, reducedMotion: true)
        let layout = Layout.compute(dialog, state: state, screen: screen, theme: .standard)
        let buffer = DialogRenderer.draw(layout, dialog: dialog, state: state, theme: .standard)
        let golden = """
                                                          
                                                          
                                                          
                                                          
                                                          
             ╭──────────────────────────────────────╮     
             │▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│     
             │▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│     
             │▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│     
             │▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│     
             │▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│     
             │                                      │     
             │                Sunset                │     
             │                                      │     
             │  A picture above the title.          │     
             │                                      │     
             │                [ OK ]                │     
             │                                      │     
             ╰──────────────────────────────────────╯     
                                                          
                                                          
                                                          
                                                          
                                                          
        """
        XCTAssertEqual(buffer.lines().joined(separator: "\n"), golden)
        XCTAssertEqual(layout.image, Rect(x: 6, y: 6, width: 38, height: 5))

        // 4 pixel rows stretched to 10 (nearest): rows 0–4 red, 5–9 blue, so cell row 2 is split.
        let expected: [(Color, Color)] = [(.rgb(255, 0, 0), .rgb(255, 0, 0)), (.rgb(255, 0, 0), .rgb(255, 0, 0)),
                                          (.rgb(255, 0, 0), .rgb(0, 0, 255)), (.rgb(0, 0, 255), .rgb(0, 0, 255)),
                                          (.rgb(0, 0, 255), .rgb(0, 0, 255))]
        for (row, colours) in expected.enumerated() {
            for x in 6..<44 {
                let style = buffer[x, 6 + row].style
                XCTAssertEqual(style.foreground, colours.0, "fg at \(x),\(row)")
                XCTAssertEqual(style.background, colours.1, "bg at \(x),\(row)")
            }
        }
    }

    func testATallPictureIsCappedAtAThirdOfTheScreenAndCentred() {
        let dialog = Dialog(title: "Tall", buttons: [Button("OK")], image: twoColour(width: 10, height: 40, redRows: 20))
        let layout = Layout.compute(dialog, state: DialogState(dialog: dialog, reducedMotion: true), screen: Size(width: 80, height: 24),
                                    theme: .standard)
        // 8 rows = 16 pixel rows; 10:40 makes that 4 columns, centred in the 38 inside the border.
        XCTAssertEqual(layout.image, Rect(x: layout.box.x + 1 + 17, y: layout.box.y + 1, width: 4, height: 8))
        XCTAssertEqual(layout.titleTop, layout.box.y + 1 + 8 + 1, "the title follows the picture and the padding")
    }

    func testALongMessageScrollsBesideThePicture() {
        let message = (1...100).map { "line \($0)" }.joined(separator: "\n")
        let dialog = Dialog(title: "Notes", message: message, image: twoColour(width: 16, height: 16, redRows: 8))
        let layout = Layout.compute(dialog, state: DialogState(dialog: dialog, reducedMotion: true), screen: Size(width: 80, height: 24),
                                    theme: .standard)
        XCTAssertEqual(layout.image?.height, 8)
        XCTAssertTrue(layout.messageScrolls)
        XCTAssertLessThanOrEqual(layout.box.height, 22)
        XCTAssertGreaterThanOrEqual(layout.messageViewport.height, Layout.messageRowsBesidePicture)
    }

    func testSmallScreensShrinkThenLeaveOutThePicture() {
        let dialog = Dialog(title: "Small", message: "One\nTwo\nThree", buttons: [Button("OK")],
                            image: twoColour(width: 16, height: 16, redRows: 8))
        let theme = Theme.standard
        var previousRows = Int.max
        for height in stride(from: 30, through: 4, by: -1) {
            let screen = Size(width: 60, height: height)
            let layout = Layout.compute(dialog, state: DialogState(dialog: dialog, reducedMotion: true), screen: screen, theme: theme)
            let rows = layout.image?.height ?? 0
            XCTAssertLessThanOrEqual(rows, height / 3, "never more than a third, at \(height) rows")
            XCTAssertLessThanOrEqual(rows, previousRows, "shrinks as the screen does")
            XCTAssertTrue(rows == 0 || rows >= Layout.minimumPictureRows, "\(rows) rows at \(height)")
            XCTAssertLessThanOrEqual(layout.box.maxY, height)
            if let image = layout.image {
                XCTAssertLessThan(image.maxY, layout.titleTop + 1, "above the title")
                XCTAssertEqual(image.width, 2 * image.height, "a square stays square")
            }
            XCTAssertFalse(layout.buttons.isEmpty)
            previousRows = rows
        }
        let tiny = Layout.compute(dialog, state: DialogState(dialog: dialog, reducedMotion: true), screen: Size(width: 60, height: 8), theme: theme)
        XCTAssertNil(tiny.image, "no room beside the text: left out")
        XCTAssertEqual(tiny.titleLines, ["Small"])
    }

    func testRendererLeavesThePictureOutWithoutColourOrForAnImageProtocol() {
        let dialog = Dialog(title: "T", buttons: [Button("OK")], image: twoColour(width: 8, height: 8, redRows: 4))
        let state = DialogState(dialog: dialog, reducedMotion: true)
        let layout = Layout.compute(dialog, state: state, screen: Size(width: 60, height: 24), theme: .standard)
        guard let area = layout.image else { return XCTFail("no picture") }
        for options in [DialogRenderer.Options(colorDepth: .none), DialogRenderer.Options(drawsImage: false)] {
            let buffer = DialogRenderer.draw(layout, dialog: dialog, state: state, theme: .standard, options: options)
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX { XCTAssertEqual(buffer[x, y], Cell(" ", style: Theme.standard.box)) }
            }
        }
        let cached = ImageCells(size: Size(width: area.width, height: area.height),
                                cells: Array(repeating: Cell("x"), count: area.width * area.height))
        let buffer = DialogRenderer.draw(layout, dialog: dialog, state: state, theme: .standard,
                                         options: .init(imageCells: cached))
        XCTAssertEqual(buffer[area.x, area.y].grapheme, "x", "cells made earlier are reused")
    }
}
