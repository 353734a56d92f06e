import Foundation
import XCTest
@testable import PopupCore

/// The whole screen as text for each style and button axis, at 80×24 and 40×12.
final class LayoutGoldenTests: XCTestCase {
    static func render(style: DialogStyle, axis: ButtonAxis, size: Size) -> [String] {
        let dialog = Dialog(title: "Delete files", message: "Delete all cat photos from your phone?",
                            buttons: [Button("Keep", role: .cancel), Button("Delete", role: .destructive)],
                            style: style, axis: axis)
        let state = DialogState(dialog: dialog, reducedMotion: true)
        let layout = Layout.compute(dialog, state: state, screen: size, theme: .standard)
        return DialogRenderer.draw(layout, dialog: dialog, state: state, theme: .standard).lines().map(trimmed)
    }

    static func trimmed(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " { line = line.dropLast() }
        return String(line)
    }

    private func check(_ style: DialogStyle, _ axis: ButtonAxis, _ width: Int, _ height: Int, _ expected: String,
                       file: StaticString = #filePath, line: UInt = #line) {
        let actual = Self.render(style: style, axis: axis, size: Size(width: width, height: height))
        let lines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(actual, lines, "\n" + actual.joined(separator: "\n"), file: file, line: line)
    }

    func testAlertHorizontal80x24() {
        check(.alert, .horizontal, 80, 24, """







                              ╭──────────────────────────────────────────╮
                              │                                          │
                              │               Delete files               │
                              │                                          │
                              │  Delete all cat photos from your phone?  │
                              │                                          │
                              │       ( Keep )          < Delete >       │
                              │                                          │
                              ╰──────────────────────────────────────────╯








            """)
    }

    func testAlertHorizontal40x12() {
        check(.alert, .horizontal, 40, 12, """

              ╭──────────────────────────────────╮
              │                                  │
              │           Delete files           │
              │                                  │
              │  Delete all cat photos from      │
              │  your phone?                     │
              │                                  │
              │     ( Keep )      < Delete >     │
              │                                  │
              ╰──────────────────────────────────╯

            """)
    }

    func testAlertVertical80x24() {
        check(.alert, .vertical, 80, 24, """







                              ╭──────────────────────────────────────────╮
                              │                                          │
                              │               Delete files               │
                              │                                          │
                              │  Delete all cat photos from your phone?  │
                              │                                          │
                              │                 ( Keep )                 │
                              │                < Delete >                │
                              │                                          │
                              ╰──────────────────────────────────────────╯







            """)
    }

    func testAlertVertical40x12() {
        check(.alert, .vertical, 40, 12, """

              ╭──────────────────────────────────╮
              │           Delete files           │
              │                                  │
              │  Delete all cat photos from      │
              │  your phone?                     │
              │                                  │
              │             ( Keep )             │
              │            < Delete >            │
              ╰──────────────────────────────────╯


            """)
    }

    func testSheetHorizontal80x24() {
        check(.sheet, .horizontal, 80, 24, """















            ╭─────────────────────────────────────━━━━─────────────────────────────────────╮
            │                                                                              │
            │                                 Delete files                                 │
            │                                                                              │
            │  Delete all cat photos from your phone?                                      │
            │                                                                              │
            │                ( Keep )                            < Delete >                │
            │                                                                              │
            ╰──────────────────────────────────────────────────────────────────────────────╯
            """)
    }

    func testSheetHorizontal40x12() {
        check(.sheet, .horizontal, 40, 12, """


            ╭─────────────────━━━━─────────────────╮
            │                                      │
            │             Delete files             │
            │                                      │
            │  Delete all cat photos from your     │
            │  phone?                              │
            │                                      │
            │      ( Keep )        < Delete >      │
            │                                      │
            ╰──────────────────────────────────────╯
            """)
    }

    func testSheetVertical80x24() {
        check(.sheet, .vertical, 80, 24, """














            ╭─────────────────────────────────────━━━━─────────────────────────────────────╮
            │                                                                              │
            │                                 Delete files                                 │
            │                                                                              │
            │  Delete all cat photos from your phone?                                      │
            │                                                                              │
            │                                   ( Keep )                                   │
            │                                  < Delete >                                  │
            │                                                                              │
            ╰──────────────────────────────────────────────────────────────────────────────╯
            """)
    }

    func testSheetVertical40x12() {
        check(.sheet, .vertical, 40, 12, """

            ╭─────────────────━━━━─────────────────╮
            │                                      │
            │             Delete files             │
            │                                      │
            │  Delete all cat photos from your     │
            │  phone?                              │
            │                                      │
            │               ( Keep )               │
            │              < Delete >              │
            │                                      │
            ╰──────────────────────────────────────╯
            """)
    }

    func testFloatingHorizontal80x24() {
        check(.floating, .horizontal, 80, 24, """














                              ╭───────────────────━━━━───────────────────╮
                              │                                          │
                              │               Delete files               │
                              │                                          │
                              │  Delete all cat photos from your phone?  │
                              │                                          │
                              │       ( Keep )          < Delete >       │
                              │                                          │
                              ╰──────────────────────────────────────────╯

            """)
    }

    func testFloatingHorizontal40x12() {
        check(.floating, .horizontal, 40, 12, """

              ╭───────────────━━━━───────────────╮
              │                                  │
              │           Delete files           │
              │                                  │
              │  Delete all cat photos from      │
              │  your phone?                     │
              │                                  │
              │     ( Keep )      < Delete >     │
              │                                  │
              ╰──────────────────────────────────╯

            """)
    }

    func testFloatingVertical80x24() {
        check(.floating, .vertical, 80, 24, """













                              ╭───────────────────━━━━───────────────────╮
                              │                                          │
                              │               Delete files               │
                              │                                          │
                              │  Delete all cat photos from your phone?  │
                              │                                          │
                              │                 ( Keep )                 │
                              │                < Delete >                │
                              │                                          │
                              ╰──────────────────────────────────────────╯

            """)
    }

    func testFloatingVertical40x12() {
        check(.floating, .vertical, 40, 12, """
              ╭───────────────━━━━───────────────╮
              │                                  │
              │           Delete files           │
              │                                  │
              │  Delete all cat photos from      │
              │  your phone?                     │
              │                                  │
              │             ( Keep )             │
              │            < Delete >            │
              │                                  │
              ╰──────────────────────────────────╯

            """)
    }
}
