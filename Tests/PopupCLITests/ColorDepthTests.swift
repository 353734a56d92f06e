import XCTest
import PopupCore
import PopupKit
@testable import PopupCLI
import PopupTestSupport

/// Colour depth from the environment and flags, and a focused button that stays visible with no
/// colour at all (reverse video, plus the role's brackets).
final class ColorDepthTests: XCTestCase {
    func testDepthFromTheEnvironment() {
        let table: [([String: String], ColorDepth)] = [
            ([:], .ansi16),
            (["TERM": "xterm"], .ansi16),
            (["TERM": "xterm-256color"], .ansi256),
            (["TERM": "screen-256color"], .ansi256),
            (["COLORTERM": "truecolor"], .truecolor),
            (["COLORTERM": "24bit", "TERM": "xterm"], .truecolor),
            (["TERM": "xterm-direct"], .truecolor),
            (["NO_COLOR": "1"], .none),
            (["NO_COLOR": "0"], .none),
            (["NO_COLOR": "no"], .none),
            (["NO_COLOR": "1", "COLORTERM": "truecolor"], .none),
            (["NO_COLOR": "", "TERM": "xterm-256color"], .ansi256),
            (["TERM": "dumb", "COLORTERM": "truecolor"], .none),
        ]
        for (environment, depth) in table {
            XCTAssertEqual(ColorDepth.detect(environment: environment), depth, "\(environment)")
        }
    }

    /// Every SGR the encoder sends, as lists of parameters.
    private func sgrs(_ bytes: [UInt8]) -> [[Int]] {
        var result: [[Int]] = []
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else {
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "m") {
                let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                result.append(parameters.split(separator: ";").map { Int($0) ?? -1 })
            }
            index = end
        }
        return result
    }

    private func run(_ arguments: [String], environment: [String: String]) -> [UInt8] {
        let io = MemoryIO.drawing(script: [.text("\r")], environment: environment.merging(["POPUPCTL_REDUCE_MOTION": "1"]) { $1 })
        XCTAssertEqual(io.run(arguments), 0)
        return io.terminal!.output
    }

    private let dialog = ["-t", "Colours", "-m", "Which depth?", "-b", "&OK", "-d", "Delete"]

    func testNoColorAndTheFlagSendNoColourButReverseVideo() {
        for (arguments, environment) in [(dialog, ["NO_COLOR": "1"]), (dialog + ["--no-color"], [:]),
                                         (dialog, ["TERM": "dumb-but-boxed", "NO_COLOR": "x"])] {
            let codes = sgrs(run(arguments, environment: environment)).flatMap { $0 }
            let colours = codes.filter { (30...49).contains($0) || (90...107).contains($0) }
            XCTAssertEqual(colours.filter { $0 != 39 && $0 != 49 }, [], "\(arguments) \(environment)")
            XCTAssertTrue(codes.contains(7), "the focused button is reverse video (\(environment))")
        }
    }

    func testEachDepthSendsItsOwnKindOfColour() {
        let sixteen = sgrs(run(dialog, environment: ["TERM": "xterm"])).flatMap { $0 }
        XCTAssertTrue(sixteen.contains(34) || sixteen.contains(31), "\(sixteen)")
        XCTAssertFalse(sixteen.contains(38))
        for environment in [["TERM": "xterm-256color"], ["COLORTERM": "truecolor"]] {
            let codes = sgrs(run(dialog, environment: environment)).flatMap { $0 }
            XCTAssertTrue(codes.contains(7), "\(environment)")
        }
    }

    /// The encoder brings an RGB colour down to what the depth allows.
    func testEncoderReducesRGBToTheDepth() {
        let style = CellStyle(foreground: .rgb(255, 100, 0), attributes: [.reverse])
        let expected: [(ColorDepth, [Int])] = [
            (.truecolor, [0, 7, 38, 2, 255, 100, 0]),
            (.ansi256, [0, 7, 38, 5, Int(Palette.nearest256((255, 100, 0)))]),
            (.ansi16, [0, 7, 30 + Int(Palette.nearest16((255, 100, 0)) & 7) + (Palette.nearest16((255, 100, 0)) >= 8 ? 60 : 0)]),
            (.none, [0, 7]),
        ]
        for (depth, codes) in expected {
            var encoder = ANSIEncoder(depth: depth, screenWidth: 10)
            var bytes: [UInt8] = []
            encoder.setPen(style, into: &bytes)
            XCTAssertEqual(sgrs(bytes), [codes], "\(depth)")
        }
    }
}
