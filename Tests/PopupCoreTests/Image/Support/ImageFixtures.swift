import Foundation
@testable import PopupCore
import XCTest

/// Reads the committed fixtures next to this test target (see Fixtures/make_fixtures.py).
enum ImageFixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent(relativePath)))
    }

    static func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path).sorted()
    }

    /// A `.rgba` file: "W H\n" then W·H·4 bytes.
    static func expectedImage(_ relativePath: String) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        let data = try bytes(relativePath)
        guard let newline = data.firstIndex(of: 0x0A) else { throw FixtureError.malformed(relativePath) }
        let fields = String(decoding: data[..<newline], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        guard fields.count == 2 else { throw FixtureError.malformed(relativePath) }
        return (fields[0], fields[1], Array(data[(newline + 1)...]))
    }

    enum FixtureError: Error {
        case malformed(String)
    }
}

/// The generator the fixture script uses, so tests can re-create data deterministically.
struct XorShift32 {
    private var state: UInt32

    init(seed: UInt32) { state = seed == 0 ? 1 : seed }

    mutating func next() -> UInt32 {
        state ^= state << 13
        state ^= state >> 17
        state ^= state << 5
        return state
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt32(max(1, bound))) }
}

/// Mirrors `generate()` in make_fixtures.py.
enum GeneratedData {
    static func make(kind: String, length: Int, seed: UInt32) -> [UInt8] {
        var rng = XorShift32(seed: seed)
        var out: [UInt8] = []
        out.reserveCapacity(length + 32_768)
        switch kind {
        case "random":
            while out.count < length { out.append(UInt8(truncatingIfNeeded: rng.next())) }
        case "text":
            let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta",
                         "iota", "kappa", "lambda", "mu", "nu", "xi", "omicron", "pi"]
            while out.count < length {
                out.append(contentsOf: Array(words[Int(rng.next() % 16)].utf8))
                out.append(0x20)
            }
        case "runs":
            while out.count < length {
                let byte = UInt8(truncatingIfNeeded: rng.next())
                out.append(contentsOf: repeatElement(byte, count: 1 + Int(rng.next() % 300)))
            }
        case "far":
            let block = (0..<268).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            while out.count < length {
                out.append(contentsOf: block)
                out.append(contentsOf: repeatElement(UInt8(rng.next() & 3), count: 32_768 - 268))
            }
        default:
            XCTFail("unknown generator \(kind)")
        }
        return Array(out.prefix(length))
    }
}

/// Asserts that `body` throws an `ImageError` satisfying `matches`.
func assertImageError(
    _ body: @autoclosure () throws -> some Any,
    _ message: String,
    file: StaticString = #filePath,
    line: UInt = #line,
    matches: (ImageError) -> Bool
) {
    do {
        _ = try body()
        XCTFail("\(message): expected an error", file: file, line: line)
    } catch let error as ImageError {
        XCTAssertTrue(matches(error), "\(message): unexpected \(error)", file: file, line: line)
    } catch {
        XCTFail("\(message): not an ImageError: \(error)", file: file, line: line)
    }
}
