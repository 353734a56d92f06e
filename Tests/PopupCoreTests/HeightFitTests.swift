import XCTest
@testable import PopupCore

/// The fit loop takes its steps from the table it is given, in that order, each only while the
/// box is too tall and no further than it must.
final class HeightFitTests: XCTestCase {
    private func fitted(_ sections: [LayoutSection], room: Int, by order: [ShrinkStep], paddingY: Int = 0,
                        screenHeight: Int? = nil, heightLimit: Int? = nil) -> HeightFit {
        var fit = HeightFit(sections: sections, border: 0, paddingY: paddingY, room: room, screenHeight: screenHeight ?? room,
                            heightLimit: heightLimit, image: nil, picture: nil, pictureColumns: 0)
        fit.fit(by: order)
        return fit
    }

    private let titleAndMessage = [LayoutSection(.title, wanted: 4, least: 1), LayoutSection(.message, wanted: 4, least: 1)]

    func testHeightCountsBandsPaddingAndOneGapBetweenBandsWithRows() {
        let fit = fitted(titleAndMessage + [.whole(.filter, 1), LayoutSection(.buttons, wanted: 2, least: 1)], room: 100, by: [],
                         paddingY: 1)
        XCTAssertEqual(fit.height, 2 + 4 + 4 + 1 + 2 + 2, "padding, bands, gaps between title, message and buttons only")
        XCTAssertEqual(fit.top(of: .message, stackedFrom: 10), 15)
        XCTAssertEqual(fit.top(of: .filter, stackedFrom: 10), 20)
        XCTAssertEqual(fit.top(of: .buttons, stackedFrom: 10), 21, "a filter row sits flush against the buttons")
    }

    func testTheTableDecidesWhichBandGivesWayFirst() {
        let titleFirst = fitted(titleAndMessage, room: 7, by: [.section(.title, to: .least), .section(.message, to: .least)])
        XCTAssertEqual([titleFirst.rows(.title), titleFirst.rows(.message)], [2, 4])
        let messageFirst = fitted(titleAndMessage, room: 7, by: [.section(.message, to: .least), .section(.title, to: .least)])
        XCTAssertEqual([messageFirst.rows(.title), messageFirst.rows(.message)], [4, 2])
    }

    func testAStepTakesOnlyWhatItMustAndTheNextOnlyWhatIsStillMissing() {
        let order: [ShrinkStep] = [.section(.title, to: .least), .section(.message, to: .least)]
        let one = fitted(titleAndMessage, room: 8, by: order)
        XCTAssertEqual([one.rows(.title), one.rows(.message)], [3, 4])
        let both = fitted(titleAndMessage, room: 5, by: order)
        XCTAssertEqual([both.rows(.title), both.rows(.message)], [1, 3], "the title to its least, then the message")
        XCTAssertEqual(both.height, 5)
        let roomy = fitted(titleAndMessage, room: 9, by: order)
        XCTAssertEqual([roomy.rows(.title), roomy.rows(.message)], [4, 4], "nothing given when it fits")
    }

    func testFloors() {
        let list = [LayoutSection(.list, wanted: 10, least: 1)]
        XCTAssertEqual(fitted(list, room: 1, by: [.section(.list, to: .rows(3))]).rows(.list), 3)
        XCTAssertEqual(fitted(list, room: 1, by: [.section(.list, to: .least)]).rows(.list), 1)
        XCTAssertEqual(fitted(list, room: 0, by: [.section(.list, to: .nothing)]).rows(.list), 0)
        let short = [LayoutSection(.list, wanted: 2, least: 1)]
        XCTAssertEqual(fitted(short, room: 1, by: [.section(.list, to: .rows(3))]).rows(.list), 2, "never grows to its floor")
        XCTAssertEqual(LayoutSection(.title, wanted: 0, least: 1).least, 0, "a band with no rows has none to keep")
    }

    func testPaddingGapsAndMarginsGoWhole() {
        let padded = fitted(titleAndMessage, room: 10, by: [.padding, .gaps], paddingY: 2)
        XCTAssertEqual([padded.paddingY, padded.gap, padded.height], [0, 1, 9], "the padding was enough")
        let tight = fitted(titleAndMessage, room: 8, by: [.padding, .gaps], paddingY: 2)
        XCTAssertEqual([tight.paddingY, tight.gap, tight.height], [0, 0, 8])
        let margins = fitted(titleAndMessage, room: 7, by: [.margins, .section(.title, to: .least)], screenHeight: 8)
        XCTAssertEqual(margins.room, 8, "the whole screen once the margins go")
        XCTAssertEqual(margins.rows(.title), 3, "the next step fits the box to the whole screen")
    }

    func testAStepBesideAPictureWaitsForOne() {
        let message = [LayoutSection(.message, wanted: 8, least: 1)]
        let fit = fitted(message, room: 2, by: [.section(.message, to: .rows(3), besidePicture: true)])
        XCTAssertEqual(fit.rows(.message), 8)
    }

    func testAHeightLimitStepFitsToTheLimitAndIsSkippedWithoutOne() {
        let list = titleAndMessage + [LayoutSection(.list, wanted: 10, least: 1)]
        let order: [ShrinkStep] = [.section(.list, to: .rows(3), within: .heightLimit)]
        XCTAssertEqual(fitted(list, room: 50, by: order, heightLimit: 18).rows(.list), 8, "4 + 4 + 8 + two gaps")
        XCTAssertEqual(fitted(list, room: 50, by: order, heightLimit: 2).rows(.list), 3)
        XCTAssertEqual(fitted(list, room: 5, by: order).rows(.list), 10, "no limit asked: the screen is not its room")
    }
}
