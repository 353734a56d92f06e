@testable import PopupCore
import XCTest

final class DecodeFixtureTests: XCTestCase {
    func testEveryGoodFixtureMatchesItsExpectedPixels() throws {
        let names = try ImageFixtures.names(in: "good").filter { !$0.hasSuffix(".rgba") }
        XCTAssertGreaterThan(names.count, 60)
        for name in names {
            let stem = name.split(separator: ".").dropLast().joined(separator: ".")
            let expected = try ImageFixtures.expectedImage("good/\(stem).rgba")
            let image: RGBAImage
            do {
                image = try ImageDecoder.decode(try ImageFixtures.bytes("good/\(name)"))
            } catch {
                XCTFail("\(name): \(error)")
                continue
            }
            XCTAssertEqual(image.width, expected.width, name)
            XCTAssertEqual(image.height, expected.height, name)
            guard image.pixels != expected.pixels else { continue }
            let firstDifference = zip(image.pixels, expected.pixels).enumerated().first { $0.element.0 != $0.element.1 }
            let pixel = (firstDifference?.offset ?? 0) / 4
            XCTFail("\(name): pixel (\(pixel % max(1, expected.width)), \(pixel / max(1, expected.width))) differs")
        }
    }

    func testPixelAccessor() throws {
        let image = try ImageDecoder.decode(try ImageFixtures.bytes("good/rgba8_1x1.png"))
        XCTAssertTrue(image.pixel(x: 0, y: 0) == (10, 20, 30, 40))
        XCTAssertTrue(image.pixel(x: 1, y: 0) == (0, 0, 0, 0))
        XCTAssertTrue(image.pixel(x: 0, y: -1) == (0, 0, 0, 0))
    }

    func testSixteenBitSamplesKeepTheHighByte() throws {
        let image = try ImageDecoder.decode(try ImageFixtures.bytes("good/rgba16_interlaced_1x1.png"))
        XCTAssertEqual(image.pixels, [0x12, 0xAB, 0xFF, 0x80])
    }

    func testInitNormalisesThePixelBuffer() {
        XCTAssertEqual(RGBAImage(width: 2, height: 1, pixels: [1, 2, 3]).pixels, [1, 2, 3, 0, 0, 0, 0, 0])
        XCTAssertEqual(RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 4, 5]).pixels, [1, 2, 3, 4])
        let negative = RGBAImage(width: -3, height: 2, pixels: [9])
        XCTAssertEqual(negative.width, 0)
        XCTAssertEqual(negative.pixels, [])
    }
}
