import XCTest
@testable import PopupCLI
import PopupTestSupport

/// A message from stdin loses one final line break, LF or CR LF, and nothing else.
final class MessageInputTests: XCTestCase {
    func testOneFinalLineBreakIsDropped() {
        let cases: [(String, String)] = [
            ("text\n", "text"), ("text\r\n", "text"), ("text", "text"), ("text\n\n", "text\n"),
            ("\n", ""), ("\r\n", ""), ("", ""), ("a\r\nb\r\n", "a\r\nb"), ("日本\n", "日本"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(DialogResolver.trimmingFinalNewline(input), expected, input.debugDescription)
        }
    }

    func testAMessageFromStdinEndsWhereTheTextEnds() throws {
        let io = MemoryIO()
        io.stdin = Array("first\r\nlast\r\n".utf8)
        XCTAssertEqual(PopupCommand.run(["-m", "-", "--print-frame", "--no-color", "--size", "30x9"], io: io), 0, io.stderr)
        XCTAssertTrue(io.stdout.contains("last"), io.stdout)
        XCTAssertFalse(io.stdout.contains("las "), io.stdout)
    }
}

/// Issue 18: reading stdin at a terminal waits for typing; popupctl says so, once, naming what it reads.
final class StdinNoticeTests: XCTestCase {
    func testEachStdinReaderSaysWhatItReadsWhenStdinIsATerminal() {
        let cases: [([String], String, [UInt8])] = [
            (["-m", "-"], "the message", Array("hello".utf8)),
            (["--message-file", "-"], "the message", Array("hello".utf8)),
            (["--buttons-from", "-"], "the button labels", Array("OK\n".utf8)),
            (["--spec", "-"], "the dialog spec", Array(#"{"buttons":[{"label":"OK"}]}"#.utf8)),
            (["--image", "-"], "the image", Array("P5 1 1 255\n\u{7F}".utf8)),
        ]
        for (arguments, what, input) in cases {
            let io = MemoryIO(stdin: input)
            io.stdinIsTerminal = true
            XCTAssertEqual(PopupCommand.run(arguments + ["--answer", "OK"], io: io), 0, "\(arguments): \(io.stderr)")
            XCTAssertEqual(io.stderr, "popupctl: reading \(what) from stdin (Ctrl-D ends it)\n", "\(arguments)")
            let piped = MemoryIO(stdin: input)
            XCTAssertEqual(PopupCommand.run(arguments + ["--answer", "OK"], io: piped), 0, "\(arguments): \(piped.stderr)")
            XCTAssertEqual(piped.stderr, "", "a pipe or a file is read silently")
        }
    }
}
