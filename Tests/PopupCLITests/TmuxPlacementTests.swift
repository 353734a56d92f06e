@testable import PopupCLI
import PopupCore
import PopupKit
import XCTest

/// Where the popup goes and how large it is: the box's own frame unless the spec says otherwise.
final class TmuxPlacementTests: XCTestCase {
    private let screen = Size(width: 100, height: 30)
    private let box = Rect(x: 30, y: 10, width: 40, height: 9)

    func testByDefaultThePopupIsTheBoxWhereItWouldBeDrawn() {
        let placement = TmuxPlacement(TmuxSpec(), box: box, screen: screen, bordered: false)
        XCTAssertEqual(placement.frame, box)
        XCTAssertEqual(placement.inside, Size(width: 40, height: 9))
        // tmux reads -y as the row below the bottom edge.
        XCTAssertEqual(placement.arguments, ["-B", "-x", "30", "-y", "19", "-w", "40", "-h", "9"])
    }

    /// Before tmux 3.3 the popup has a border of its own: it goes around the box.
    func testTmuxsOwnBorderGoesAroundTheBox() {
        let placement = TmuxPlacement(TmuxSpec(), box: box, screen: screen, bordered: true)
        XCTAssertEqual(placement.frame, Rect(x: 29, y: 9, width: 42, height: 11))
        XCTAssertEqual(placement.inside, Size(width: 40, height: 9))
        XCTAssertEqual(placement.arguments, ["-x", "29", "-y", "20", "-w", "42", "-h", "11"])
    }

    func testAPositionPlacesItOnTheScreen() {
        let cases: [(TmuxSpec.Position, Rect)] = [
            (.center, Rect(x: 30, y: 10, width: 40, height: 9)),
            (.top, Rect(x: 30, y: 0, width: 40, height: 9)),
            (.bottom, Rect(x: 30, y: 21, width: 40, height: 9)),
            (.left, Rect(x: 0, y: 10, width: 40, height: 9)),
            (.right, Rect(x: 60, y: 10, width: 40, height: 9)),
        ]
        let offCentre = Rect(x: 2, y: 3, width: 40, height: 9)
        for (position, frame) in cases {
            XCTAssertEqual(TmuxPlacement(TmuxSpec(position: position), box: offCentre, screen: screen, bordered: false).frame, frame, "\(position)")
        }
    }

    /// A size given stays centred on the box, inside the screen.
    func testASizeGivenIsCentredOnTheBoxWithinTheScreen() {
        let wider = TmuxPlacement(TmuxSpec(width: .cells(60), height: .percent(50)), box: box, screen: screen, bordered: false)
        XCTAssertEqual(wider.frame, Rect(x: 20, y: 7, width: 60, height: 15))
        let huge = TmuxPlacement(TmuxSpec(width: .cells(500), height: .cells(500)), box: box, screen: screen, bordered: false)
        XCTAssertEqual(huge.frame, Rect(x: 0, y: 0, width: 100, height: 30))
        let sheet = TmuxPlacement(TmuxSpec(height: .cells(12)), box: Rect(x: 0, y: 22, width: 100, height: 8), screen: screen,
                                  bordered: false)
        XCTAssertEqual(sheet.frame, Rect(x: 0, y: 18, width: 100, height: 12))
    }

    /// The frame is the box as a plain run lays it out on that screen, with its shadow, and the
    /// sheet at the bottom across the width (its shadow falls off the screen).
    func testTheFrameIsTheBoxAndItsShadow() {
        var theme = Theme.standard
        theme.shadow = CellStyle(background: .ansi(0))
        let dialog = Dialog(title: "Deploy?", message: "Ship these 3 changes?", buttons: [Button("Wait", role: .cancel), Button("Deploy")])
        let popup = Popup(dialog, theme: theme, presentation: Presentation())
        let box = Layout.compute(dialog, state: DialogState(dialog: dialog, reducedMotion: true, screen: screen), screen: screen,
                                 theme: theme).box
        XCTAssertEqual(popup.overlayFrame(on: screen), Rect(x: box.x, y: box.y, width: box.width + 2, height: box.height + 1))
        var sheet = dialog
        sheet.style = .sheet
        let frame = Popup(sheet, theme: theme, presentation: Presentation()).overlayFrame(on: screen)
        XCTAssertEqual(frame.width, 100)
        XCTAssertEqual(frame.maxY, 30)
    }
}
