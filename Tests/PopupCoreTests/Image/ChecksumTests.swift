@testable import PopupCore
import XCTest

final class ChecksumTests: XCTestCase {
    func testKnownVectors() {
        XCTAssertEqual(CRC32.checksum(Array("123456789".utf8)), 0xCBF4_3926)
        XCTAssertEqual(CRC32.checksum([]), 0)
        XCTAssertEqual(CRC32.checksum(Array("IEND".utf8)), 0xAE42_6082)
        XCTAssertEqual(Adler32.checksum(Array("Wikipedia".utf8)), 0x11E6_0398)
        XCTAssertEqual(Adler32.checksum([]), 1)
    }

    func testLongInputsMatchBytewiseReference() {
        var rng = XorShift32(seed: 3)
        for length in [1, 7, 8, 9, 15, 16, 17, 5551, 5552, 5553, 100_000] {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            var crc: UInt32 = 0xFFFF_FFFF
            var a: UInt32 = 1
            var b: UInt32 = 0
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
                a = (a + UInt32(byte)) % 65521
                b = (b + a) % 65521
            }
            XCTAssertEqual(CRC32.checksum(bytes), ~crc, "CRC-32 of \(length) bytes")
            XCTAssertEqual(Adler32.checksum(bytes), b << 16 | a, "Adler-32 of \(length) bytes")
        }
        XCTAssertEqual(Adler32.checksum([UInt8](repeating: 0xFF, count: 200_000)), adlerReference(count: 200_000))
    }

    private func adlerReference(count: Int) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for _ in 0..<count {
            a = (a + 0xFF) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}
