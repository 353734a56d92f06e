import XCTest
@testable import PopupCore

/// The date, time and range pickers: their arithmetic, dialog's steps and keys, their answers.
final class PickerTests: XCTestCase {
    private let view = Size(width: 40, height: 10)

    func testCivilDateArithmetic() {
        XCTAssertEqual(CivilDate(year: 1970, month: 1, day: 1).dayNumber, 0)
        XCTAssertEqual(CivilDate(year: 2000, month: 3, day: 1).dayNumber, 11_017)
        for number in [-700_000, -1, 0, 59, 60, 11_016, 738_000, 2_000_000] {
            XCTAssertEqual(CivilDate(dayNumber: number).dayNumber, number, "\(number)")
        }
        XCTAssertEqual(CivilDate(year: 2024, month: 3, day: 15).weekday, 5, "a Friday")
        XCTAssertEqual(CivilDate(year: 2024, month: 12, day: 31).dayOfYear, 366)
        XCTAssertEqual(CivilDate(year: 2023, month: 2, day: 31).day, 28, "a day past the month is its last")
        XCTAssertTrue(CivilDate.isLeap(2000) && !CivilDate.isLeap(1900) && CivilDate.isLeap(2024))
        XCTAssertNil(CivilDate(year: 999_999, month: 12, day: 31).adding(days: 1), "beyond the years")
        XCTAssertEqual(CivilDate(parsing: "2024-02-29"), CivilDate(year: 2024, month: 2, day: 29))
        XCTAssertEqual(CivilDate(parsing: "29/02/2024"), CivilDate(year: 2024, month: 2, day: 29))
        XCTAssertNil(CivilDate(parsing: "2023-02-29"))
        XCTAssertNil(CivilDate(parsing: "soon"))
    }

    func testTheCalendarStepsAsDialogSteps() {
        var picker = DatePicker(date: CivilDate(year: 2024, month: 1, day: 31))
        // A month is as many days as the month has: 31 January and a month is 2 March in a leap year.
        XCTAssertEqual(picker.handle(Key(.right), part: DatePicker.Part.month.rawValue, view: view), .handled)
        XCTAssertEqual(picker.date.iso, "2024-03-02")
        // Back, as many days as the month before has: February's 29.
        _ = picker.handle(Key(.left), part: DatePicker.Part.month.rawValue, view: view)
        XCTAssertEqual(picker.date.iso, "2024-02-02")
        // A year is as many days as the year has.
        _ = picker.handle(.char("l"), part: DatePicker.Part.year.rawValue, view: view)
        XCTAssertEqual(picker.date.iso, "2025-02-02")
        // Days: a day sideways, a week up and down.
        _ = picker.handle(Key(.down), part: DatePicker.Part.days.rawValue, view: view)
        XCTAssertEqual(picker.date.iso, "2025-02-09")
        _ = picker.handle(.char("k"), part: DatePicker.Part.days.rawValue, view: view)
        _ = picker.handle(.char("h"), part: DatePicker.Part.days.rawValue, view: view)
        XCTAssertEqual(picker.date.iso, "2025-02-01")
        XCTAssertEqual(picker.handle(Key(.enter), part: 2, view: view), .submit)
        XCTAssertEqual(picker.handle(.char(" "), part: 0, view: view), .submit)
        XCTAssertEqual(picker.handle(.char("o"), part: 0, view: view), .pass, "a button's letter is the dialog's")
        XCTAssertEqual(picker.handle(Key(.down), part: nil, view: view), .pass)
        XCTAssertEqual(picker.answer.values, ["2025-02-01"])
        XCTAssertEqual(try picker.answer(values: ["2020-05-06"], items: []).values, ["2020-05-06"])
        XCTAssertThrowsError(try picker.answer(values: ["tomorrow"], items: []))
    }

    func testTheCalendarDrawsTheMonth() {
        let picker = DatePicker(date: CivilDate(year: 2024, month: 3, day: 15))
        var buffer = Buffer(size: Size(width: 40, height: 12))
        picker.draw(in: Rect(x: 0, y: 0, width: 40, height: 10), focus: 2, theme: .standard, clip: buffer.bounds, into: &buffer)
        let lines = buffer.lines()
        XCTAssertTrue(lines[1].contains("March") && lines[1].contains("2024"), "\(lines)")
        XCTAssertTrue(lines[3].contains("Sun") && lines[3].contains("Sat"))
        XCTAssertTrue(lines[4].hasSuffix("1   2") || lines[4].contains("1   2"), "1 March 2024 is a Friday: \(lines[4])")
        XCTAssertTrue(lines[9].contains("31"))
        XCTAssertEqual(picker.cursor(in: Rect(x: 0, y: 0, width: 40, height: 10), part: 2)?.y, 6, "the 15th's week")
    }

    func testTheTimePickerTypesAndWraps() {
        var picker = TimePicker(hour: 23, minute: 59, second: 58)
        _ = picker.handle(Key(.down), part: 0, view: view)
        XCTAssertEqual(picker.text, "00:59:58", "round its period")
        _ = picker.handle(Key(.up), part: 1, view: view)
        _ = picker.handle(.char("+"), part: 2, view: view)
        XCTAssertEqual(picker.text, "00:58:59")
        // Digits type the value, a value past the period rings the bell.
        _ = picker.handle(Key(.home), part: 0, view: view)
        _ = picker.handle(.char("1"), part: 0, view: view)
        _ = picker.handle(.char("7"), part: 0, view: view)
        XCTAssertEqual(picker.handle(.char("3"), part: 0, view: view), .refused)
        XCTAssertEqual(picker.text, "17:58:59")
        _ = picker.handle(Key(.delete), part: 0, view: view)
        _ = picker.handle(Key(.end), part: 1, view: view)
        XCTAssertEqual(picker.text, "01:59:59")
        XCTAssertEqual(picker.handle(Key(.up), part: nil, view: view), .handled, "on a button ↑ does nothing, as in dialog")
        XCTAssertEqual(picker.text, "01:59:59")
        XCTAssertEqual(TimePicker(hour: 25, minute: -1, second: 60).text, "01:59:00")
        XCTAssertThrowsError(try picker.answer(values: ["24:00:00"], items: []))
        XCTAssertEqual(try picker.answer(values: ["07:08:09"], items: []).values, ["07:08:09"])
    }

    func testTheRangeSetsDigitsWithinItsBounds() {
        var range = RangeValue(minimum: 0, maximum: 500, value: 250, pageStep: 2)
        XCTAssertEqual(range.parts, 3)
        _ = range.handle(.char("4"), part: 0, view: view)
        XCTAssertEqual(range.value, 450)
        XCTAssertEqual(range.handle(.char("9"), part: 0, view: view), .pass, "950 is out of bounds")
        _ = range.handle(Key(.down), part: 1, view: view)
        XCTAssertEqual(range.value, 460, "↓ adds the digit's place")
        _ = range.handle(Key(.up), part: nil, view: view)
        XCTAssertEqual(range.value, 459, "with a button focused, by 1")
        _ = range.handle(Key(.pageDown), part: nil, view: view)
        XCTAssertEqual(range.value, 461)
        _ = range.handle(Key(.end), part: nil, view: view)
        XCTAssertEqual(range.value, 500)
        _ = range.handle(Key(.down), part: 0, view: view)
        XCTAssertEqual(range.value, 500, "clamped at the top")
        XCTAssertEqual(RangeValue(minimum: 10, maximum: -5, value: 99).value, 10, "bounds put in order, the value within")
        XCTAssertEqual(RangeValue(minimum: -5, maximum: 10, value: 0).parts, 2, "the minus sign is a column")
        XCTAssertThrowsError(try range.answer(values: ["501"], items: []))
    }
}
