/// The validated contents of a PNG IHDR chunk and the scanline geometry it implies.
struct PNGHeader {
    enum ColorType: UInt8 {
        case gray = 0
        case rgb = 2
        case palette = 3
        case grayAlpha = 4
        case rgba = 6
    }

    /// One Adam7 pass, or the whole image when not interlaced.
    struct Pass {
        let x0: Int
        let y0: Int
        let dx: Int
        let dy: Int

        func columns(in width: Int) -> Int { width > x0 ? (width - x0 + dx - 1) / dx : 0 }
        func rows(in height: Int) -> Int { height > y0 ? (height - y0 + dy - 1) / dy : 0 }
    }

    static let adam7 = [
        Pass(x0: 0, y0: 0, dx: 8, dy: 8), Pass(x0: 4, y0: 0, dx: 8, dy: 8),
        Pass(x0: 0, y0: 4, dx: 4, dy: 8), Pass(x0: 2, y0: 0, dx: 4, dy: 4),
        Pass(x0: 0, y0: 2, dx: 2, dy: 4), Pass(x0: 1, y0: 0, dx: 2, dy: 2),
        Pass(x0: 0, y0: 1, dx: 1, dy: 2),
    ]

    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: ColorType
    let interlaced: Bool

    init(_ chunk: UnsafeBufferPointer<UInt8>) throws {
        guard chunk.count == 13 else { throw ImageError.badHeader("IHDR chunk has length \(chunk.count)") }
        let width = chunk.bigEndianUInt32(at: 0)
        let height = chunk.bigEndianUInt32(at: 4)
        guard width > 0, height > 0 else { throw ImageError.badHeader("zero width or height") }
        guard width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw ImageError.badHeader("width or height out of range")
        }
        guard let colorType = ColorType(rawValue: chunk[9]) else {
            throw ImageError.badHeader("invalid colour type \(chunk[9])")
        }
        let depth = Int(chunk[8])
        let allowed: [Int]
        switch colorType {
        case .gray: allowed = [1, 2, 4, 8, 16]
        case .palette: allowed = [1, 2, 4, 8]
        case .rgb, .grayAlpha, .rgba: allowed = [8, 16]
        }
        guard allowed.contains(depth) else {
            throw ImageError.badHeader("invalid bit depth \(depth) for colour type \(colorType.rawValue)")
        }
        guard chunk[10] == 0 else { throw ImageError.badHeader("unknown compression method \(chunk[10])") }
        guard chunk[11] == 0 else { throw ImageError.badHeader("unknown filter method \(chunk[11])") }
        guard chunk[12] <= 1 else { throw ImageError.badHeader("unknown interlace method \(chunk[12])") }
        self.width = Int(width)
        self.height = Int(height)
        self.bitDepth = depth
        self.colorType = colorType
        self.interlaced = chunk[12] == 1
    }

    var channels: Int {
        switch colorType {
        case .gray, .palette: return 1
        case .grayAlpha: return 2
        case .rgb: return 3
        case .rgba: return 4
        }
    }

    var bitsPerPixel: Int { channels * bitDepth }

    /// The distance, in bytes, that the Sub/Average/Paeth filters look back.
    var filterStride: Int { max(1, bitsPerPixel / 8) }

    var passes: [Pass] { interlaced ? Self.adam7 : [Pass(x0: 0, y0: 0, dx: 1, dy: 1)] }

    func rowBytes(columns: Int) -> Int { (columns * bitsPerPixel + 7) / 8 }

    /// The exact size of the decompressed scanlines, filter bytes included.
    func decodedByteCount() throws -> Int {
        var total = 0
        for pass in passes {
            let columns = pass.columns(in: width)
            let rows = pass.rows(in: height)
            guard columns > 0, rows > 0 else { continue }
            let (bits, bitsOverflow) = columns.multipliedReportingOverflow(by: bitsPerPixel)
            let (bytes, bytesOverflow) = rows.multipliedReportingOverflow(by: (bits + 7) / 8 + 1)
            let (sum, sumOverflow) = total.addingReportingOverflow(bytes)
            guard !bitsOverflow, !bytesOverflow, !sumOverflow else {
                throw ImageError.tooLarge(width: width, height: height)
            }
            total = sum
        }
        return total
    }
}
