import XCTest
@testable import PopupCore

/// The progress input: lines from chunks, and what each line says.
final class ProgressInputTests: XCTestCase {
    private func lines(_ chunks: [String], cap: Int = LineSplitter.standardCap, finish: Bool = true) -> [String] {
        var splitter = LineSplitter(cap: cap)
        var result: [String] = []
        for chunk in chunks { splitter.split(Array(chunk.utf8)) { result.append(String(decoding: $0, as: UTF8.self)) } }
        if finish { splitter.finish { result.append(String(decoding: $0, as: UTF8.self)) } }
        return result
    }

    func testLinesSplitAcrossChunksKeepTheirPartialEnd() {
        XCTAssertEqual(lines(["a\nb", "c\r\n", "", "d"]), ["a", "bc", "d"])
        XCTAssertEqual(lines(["a\nb"], finish: false), ["a"])
        XCTAssertEqual(lines(["\n\n"]), ["", ""])
        XCTAssertEqual(lines(["x\n"]), ["x"], "a final line break ends the last line: no empty line after it")
    }

    func testNewlinesAreFoundEightBytesAtATimeAndInTheRest() {
        for length in 0..<40 {
            for position in 0..<length {
                var bytes = [UInt8](repeating: 0x61, count: length)
                bytes[position] = 0x0A
                if position + 3 < length { bytes[position + 3] = 0x0A }
                for start in 0...position {
                    let found = bytes.withUnsafeBufferPointer { LineSplitter.newline(in: $0, from: start) }
                    XCTAssertEqual(found, position, "length \(length), LF at \(position), from \(start)")
                }
            }
            let none = [UInt8](repeating: 0x0B, count: length).withUnsafeBufferPointer { LineSplitter.newline(in: $0, from: 0) }
            XCTAssertNil(none, "\(length) bytes, no LF (0x0B is one bit away)")
        }
    }

    func testALineLongerThanTheCapIsCutThere() {
        XCTAssertEqual(lines(["abcdefgh\nxy\n"], cap: 4), ["abcd", "xy"])
        XCTAssertEqual(lines(["ab", "cdef", "gh\nxy"], cap: 4), ["abcd", "xy"])
        XCTAssertEqual(lines(["abcdefgh"], cap: 4), ["abcd"])
    }

    private func state(_ input: String, chunked size: Int = .max, end: Bool = false) -> ProgressState {
        var state = ProgressState()
        var bytes = Array(input.utf8)[...]
        while !bytes.isEmpty {
            state.consume(Array(bytes.prefix(size)), at: 0)
            bytes = bytes.dropFirst(size)
        }
        if end { state.end(at: 0) }
        return state
    }

    func testPercentagesInEveryForm() {
        let table: [(String, Double?)] = [
            ("42", 42), ("42%", 42), (" 7.5 % ", 7.5), ("100", 100), ("0", 0), ("150", 100), ("0.25", 0.25),
            ("4 2", nil), ("-5", nil), ("42x", nil), ("%", nil), (".", nil), ("1.2.3", nil), ("", nil),
        ]
        for (line, expected) in table {
            XCTAssertEqual(Array(line.utf8).withUnsafeBufferPointer { ProgressLine.percent($0) }, expected, line)
        }
    }

    func testZenityMessagesWhiptailBlocksAndOutput() {
        let zenity = state("10\n# Installing packages\n25%\n")
        XCTAssertEqual(zenity.percent, 25)
        XCTAssertEqual(zenity.message, "Installing packages")
        XCTAssertEqual(zenity.tail, [])

        // whiptail's and dialog's gauge: the percentage first, then message lines, `\n` a break.
        let whiptail = state("XXX\n60\nCopying files\\nplease wait\nsecond line\nXXX\n")
        XCTAssertEqual(whiptail.percent, 60)
        XCTAssertEqual(whiptail.message, "Copying files\nplease wait\nsecond line")
        let numbers = state("XXX\n50\n100\n7 files\nXXX\n")
        XCTAssertEqual(numbers.percent, 50)
        XCTAssertEqual(numbers.message, "100\n7 files", "after the percentage, a number is message text")
        let noPercent = state("XXX\nJust text\nXXX\n")
        XCTAssertNil(noPercent.percent)
        XCTAssertEqual(noPercent.message, "Just text")

        let output = state("compiling a.c\n\u{1B}[31mred\u{1B}[0m\n50\n")
        XCTAssertEqual(output.percent, 50)
        XCTAssertEqual(output.tail.count, 2)
        XCTAssertEqual(output.tail[0], "compiling a.c")
        XCTAssertFalse(output.tail[1].contains("\u{1B}"), "output is sanitised: \(output.tail[1].debugDescription)")
    }

    func testChunkBoundariesDoNotChangeWhatIsRead() {
        let input = "5\n# one\nXXX\n70\nblock\\ntext\nXXX\nout 1\nout 2\n99.5%\nlast"
        let whole = state(input, end: true)
        for size in [1, 2, 3, 7] {
            XCTAssertEqual(state(input, chunked: size, end: true), whole, "chunks of \(size)")
        }
        XCTAssertEqual(whole.percent, 99.5)
        XCTAssertEqual(whole.message, "block\ntext")
        XCTAssertEqual(whole.tail, ["out 1", "out 2", "last"])
        XCTAssertTrue(whole.ended)
    }

    func testTheTailKeepsOnlyTheNewestLines() {
        let many = (1...100_000).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let state = state(many, chunked: 65536)
        XCTAssertEqual(state.tail.count, ProgressState.tailCapacity)
        XCTAssertEqual(state.tail.last, "line 100000")
        XCTAssertEqual(state.tail.first, "line \(100_000 - ProgressState.tailCapacity + 1)")
        XCTAssertEqual(state.outputLineCount, 100_000)
    }

    func testTimeLeftOnceTheRateIsKnown() {
        var state = ProgressState()
        state.consume(Array("10\n".utf8), at: 1)
        XCTAssertNil(state.secondsLeft(at: 1.2), "one percentage says no rate")
        state.consume(Array("30\n".utf8), at: 3)
        // 20 points in 2 s: 70 more take 7 s, one of which has passed.
        XCTAssertEqual(state.secondsLeft(at: 4) ?? -1, 6, accuracy: 0.001)
        state.consume(Array("5\n".utf8), at: 5)
        XCTAssertNil(state.secondsLeft(at: 5), "going back starts the estimate again")
    }

    func testPlainLogLinesAtMostOnceASecondOnMessagesAndAtTheEnd() {
        var log = ProgressLog()
        var state = ProgressState()
        var printed: [String] = []
        func feed(_ text: String, at clock: Double) {
            state.consume(Array(text.utf8), at: clock)
            if let line = log.next(state, message: "Start", clock: clock) { printed.append(line) }
        }
        feed("10\n", at: 0)
        feed("20\n", at: 0.5)
        feed("# Installing packages\n", at: 0.6)
        feed("42\n", at: 0.9)
        feed("43\n", at: 1.7)
        state.consume(Array("100\n".utf8), at: 1.8)
        state.end(at: 1.8)
        if let line = log.next(state, message: "Start", clock: 1.8, final: true) { printed.append(line) }
        XCTAssertEqual(printed, ["10% Start", "20% Installing packages", "43% Installing packages", "100% Installing packages"])
    }
}
