@testable import PopupCore
import XCTest

final class BadImageTests: XCTestCase {
    /// Every file in Fixtures/bad and the error it must produce.
    private let expectations: [String: (ImageError) -> Bool] = [
        "truncated_in_idat.png": { $0 == .truncated },
        "truncated_signature.png": { $0 == .truncated },
        "signature_only.png": { $0 == .truncated },
        "missing_iend.png": { $0 == .truncated },
        "bad_crc_idat.png": { $0 == .badCRC(chunk: "IDAT") },
        "bad_crc_ihdr.png": { $0 == .badCRC(chunk: "IHDR") },
        "not_an_image.txt": { $0 == .notAnImage },
        "not_an_image.gif": { $0 == .notAnImage },
        "empty.bin": { $0 == .notAnImage },
        "bomb_1000x1000.png": { $0 == .decompressionBomb },
        "bomb_10000x10000.png": { $0 == .tooLarge(width: 10000, height: 10000) },
        "huge_100000x100000.png": { $0 == .tooLarge(width: 100_000, height: 100_000) },
        "huge_100000x100000.ppm": { $0 == .tooLarge(width: 100_000, height: 100_000) },
        "unknown_critical_chunk.png": { $0 == .unsupported("unknown critical chunk CRIT") },
        "bad_depth_rgb4.png": { if case .badHeader = $0 { true } else { false } },
        "bad_color_type5.png": { if case .badHeader = $0 { true } else { false } },
        "bad_interlace_method.png": { if case .badHeader = $0 { true } else { false } },
        "zero_width.png": { if case .badHeader = $0 { true } else { false } },
        "ihdr_not_first.png": { if case .badHeader = $0 { true } else { false } },
        "bad_plte_length.png": { if case .badHeader = $0 { true } else { false } },
        "no_idat.png": { $0 == .corrupt("missing IDAT chunk") },
        "palette_without_plte.png": { $0 == .corrupt("missing PLTE chunk") },
        "bad_filter_type.png": { $0 == .corrupt("invalid filter type 7") },
        "short_image_data.png": { $0 == .corrupt("not enough image data") },
        "bad_adler.png": { $0 == .badDeflate("Adler-32 mismatch") },
        "bad_zlib_header.png": { if case .badDeflate = $0 { true } else { false } },
        "truncated_zlib_stream.png": { $0 == .badDeflate("unexpected end of compressed data") },
        "truncated.ppm": { $0 == .truncated },
        "maxval_zero.pgm": { if case .badHeader = $0 { true } else { false } },
        "maxval_too_big.pgm": { if case .badHeader = $0 { true } else { false } },
        "header_garbage.pgm": { if case .badHeader = $0 { true } else { false } },
        "ascii_bitmap.pbm": { if case .unsupported = $0 { true } else { false } },
    ]

    func testEveryBadFixtureThrowsTheRightError() throws {
        let names = try ImageFixtures.names(in: "bad")
        XCTAssertEqual(Set(names), Set(expectations.keys), "fixtures and expectations out of sync")
        for name in names {
            guard let matches = expectations[name] else { continue }
            let bytes = try ImageFixtures.bytes("bad/\(name)")
            assertImageError(try ImageDecoder.decode(bytes), name, matches: matches)
        }
    }

    func testBombUnderRelaxedLimitsFailsWithoutInflatingEverything() throws {
        let bytes = try ImageFixtures.bytes("bad/bomb_10000x10000.png")
        let relaxed = ImageLimits(maxPixels: 200_000_000)
        let start = ContinuousClock.now
        assertImageError(try ImageDecoder.decode(bytes, limits: relaxed), "relaxed bomb") {
            $0 == .corrupt("not enough image data")
        }
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(2))
    }

    func testInputSizeAndDimensionLimits() throws {
        let png = try ImageFixtures.bytes("good/rgb8_17x5.png")
        assertImageError(
            try ImageDecoder.decode(png, limits: ImageLimits(maxInputBytes: 100)), "input limit"
        ) { $0 == .inputTooLarge(bytes: png.count) }
        assertImageError(try ImageDecoder.decode(png, limits: ImageLimits(maxWidth: 16)), "width limit") {
            $0 == .tooLarge(width: 17, height: 5)
        }
        assertImageError(try ImageDecoder.decode(png, limits: ImageLimits(maxPixels: 84)), "pixel limit") {
            $0 == .tooLarge(width: 17, height: 5)
        }
        XCTAssertNoThrow(try ImageDecoder.decode(png, limits: ImageLimits(maxWidth: 17, maxHeight: 5, maxPixels: 85)))
    }

    func testDescriptionsAreShortHumanPhrases() {
        XCTAssertEqual(ImageError.truncated.description, "truncated image data")
        XCTAssertEqual(ImageError.badCRC(chunk: "IDAT").description, "CRC mismatch in IDAT chunk")
        XCTAssertEqual(
            ImageError.tooLarge(width: 100_000, height: 100_000).description,
            "image too large: 100000×100000 pixels (limit 16384×16384, 64 megapixels)")
        XCTAssertEqual(ImageError.notAnImage.description, "not a PNG or PNM image")
        XCTAssertEqual(ImageError.decompressionBomb.description, "compressed image data expands beyond its declared size")
    }
}
