/// Writes an RGBA8 PNG with uncompressed (stored) DEFLATE blocks: larger than a compressed file,
/// but exact, quick and small in code, for images of a few hundred pixels sent to a terminal.
enum PNGEncoder {
    static func encode(_ image: RGBAImage) -> [UInt8] {
        let rowBytes = image.width * 4
        var scanlines: [UInt8] = []
        scanlines.reserveCapacity(image.height * (rowBytes + 1))
        for y in 0..<image.height {
            scanlines.append(0)
            scanlines += image.pixels[(y * rowBytes)..<((y + 1) * rowBytes)]
        }

        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, scanlines.count - offset)
            let final: UInt8 = offset + length == scanlines.count ? 1 : 0
            zlib += [final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            zlib += scanlines[offset..<(offset + length)]
            offset += length
        } while offset < scanlines.count
        zlib += bigEndian(Adler32.checksum(scanlines))

        var header = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
        header += [8, 6, 0, 0, 0]
        return PNGDecoder.signature + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(CRC32.checksum(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
