@testable import PopupCore

/// Builds PNG files for the benchmark and fuzz tests.
enum TestPNG {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typeAndBody = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typeAndBody + bigEndian(CRC32.checksum(typeAndBody))
    }

    static func file(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, zlibData: [UInt8]) -> [UInt8] {
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [bitDepth, colorType, 0, 0, 0]
        return signature + chunk("IHDR", header) + chunk("IDAT", zlibData) + chunk("IEND", [])
    }

    /// Filters 8-bit rows, choosing each row's filter type with `filterFor(row)`.
    static func filtered(_ pixels: [UInt8], rowBytes: Int, bytesPerPixel bpp: Int, filterFor: (Int) -> UInt8) -> [UInt8] {
        let rows = pixels.count / rowBytes
        var out: [UInt8] = []
        out.reserveCapacity(rows * (rowBytes + 1))
        for y in 0..<rows {
            let type = filterFor(y)
            out.append(type)
            let start = y * rowBytes
            for i in 0..<rowBytes {
                let x = Int(pixels[start + i])
                let a = i >= bpp ? Int(pixels[start + i - bpp]) : 0
                let b = y > 0 ? Int(pixels[start - rowBytes + i]) : 0
                let c = i >= bpp && y > 0 ? Int(pixels[start - rowBytes + i - bpp]) : 0
                let prediction: Int
                switch type {
                case 1: prediction = a
                case 2: prediction = b
                case 3: prediction = (a + b) / 2
                case 4:
                    let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
                    prediction = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: prediction = 0
                }
                out.append(UInt8(truncatingIfNeeded: x - prediction))
            }
        }
        return out
    }

    /// Recomputes every complete chunk's CRC so mutations reach the code behind the CRC check.
    static func repairCRCs(_ bytes: inout [UInt8]) {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length <= bytes.count - offset - 12 else { return }
            let crc = CRC32.checksum(Array(bytes[(offset + 4)..<(offset + 8 + length)]))
            bytes.replaceSubrange((offset + 8 + length)..<(offset + 12 + length), with: bigEndian(crc))
            offset += 12 + length
        }
    }

    /// Byte ranges of each chunk's body, by type.
    static func chunkBodies(_ bytes: [UInt8]) -> [(type: String, range: Range<Int>)] {
        var result: [(String, Range<Int>)] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length <= bytes.count - offset - 12 else { break }
            result.append((String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self), (offset + 8)..<(offset + 8 + length)))
            offset += 12 + length
        }
        return result
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
}
