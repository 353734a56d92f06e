/// Decodes PNG files (ISO/IEC 15948): every colour type and bit depth, tRNS, Adam7.
enum PNGDecoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static let ihdr: UInt32 = 0x4948_4452
    private static let plte: UInt32 = 0x504C_5445
    private static let trns: UInt32 = 0x7452_4E53
    private static let idat: UInt32 = 0x4944_4154
    private static let iend: UInt32 = 0x4945_4E44

    static func decode(_ data: UnsafeBufferPointer<UInt8>, limits: ImageLimits) throws -> RGBAImage {
        var offset = signature.count
        var header: PNGHeader?
        var palette: [UInt8]?
        var transparency: [UInt8]?
        var dataChunks: [Range<Int>] = []

        chunks: while true {
            guard data.count - offset >= 12 else { throw ImageError.truncated }
            let length = Int(data.bigEndianUInt32(at: offset))
            guard length <= 0x7FFF_FFFF else { throw ImageError.badHeader("chunk length out of range") }
            let typeStart = offset + 4
            let bodyStart = offset + 8
            let type = data.bigEndianUInt32(at: typeStart)
            for k in 0..<4 {
                let letter = data[typeStart + k] & 0xDF
                guard letter >= 0x41 && letter <= 0x5A else { throw ImageError.badHeader("invalid chunk type") }
            }
            guard data.count - bodyStart - 4 >= length else { throw ImageError.truncated }
            let bodyEnd = bodyStart + length
            let name = String(decoding: UnsafeBufferPointer(rebasing: data[typeStart..<bodyStart]), as: UTF8.self)
            let crc = CRC32.update(0, UnsafeBufferPointer(rebasing: data[typeStart..<bodyEnd]))
            guard crc == data.bigEndianUInt32(at: bodyEnd) else { throw ImageError.badCRC(chunk: name) }
            let body = UnsafeBufferPointer(rebasing: data[bodyStart..<bodyEnd])
            offset = bodyEnd + 4

            if header == nil && type != ihdr { throw ImageError.badHeader("first chunk is \(name), not IHDR") }
            switch type {
            case ihdr:
                guard header == nil else { throw ImageError.badHeader("duplicate IHDR chunk") }
                let parsed = try PNGHeader(body)
                try limits.validate(width: parsed.width, height: parsed.height)
                header = parsed
            case plte:
                guard length % 3 == 0, (3...768).contains(length) else {
                    throw ImageError.badHeader("invalid PLTE chunk length \(length)")
                }
                // Palette and transparency only count before the image data, as the spec orders them.
                if palette == nil && dataChunks.isEmpty { palette = Array(body) }
            case trns:
                if transparency == nil && dataChunks.isEmpty { transparency = Array(body) }
            case idat:
                dataChunks.append(bodyStart..<bodyEnd)
            case iend:
                break chunks
            default:
                // Bit 5 of the first letter clear marks a chunk a decoder must understand.
                if data[typeStart] & 0x20 == 0 { throw ImageError.unsupported("unknown critical chunk \(name)") }
            }
        }

        guard let header else { throw ImageError.badHeader("missing IHDR chunk") }
        guard !dataChunks.isEmpty else { throw ImageError.corrupt("missing IDAT chunk") }
        if header.colorType == .palette && palette == nil { throw ImageError.corrupt("missing PLTE chunk") }

        let expected = try header.decodedByteCount()
        let expander = PNGPixelExpander(header: header, palette: palette, transparency: transparency)
        var joined: [UInt8] = []
        if dataChunks.count > 1 {
            joined.reserveCapacity(dataChunks.reduce(0) { $0 + $1.count })
            for range in dataChunks { joined.append(contentsOf: UnsafeBufferPointer(rebasing: data[range])) }
        }
        return try joined.withUnsafeBufferPointer { joinedBuffer in
            let stream = dataChunks.count == 1 ? UnsafeBufferPointer(rebasing: data[dataChunks[0]]) : joinedBuffer
            if var scaler = PNGRowScaler(header: header, expander: expander) {
                // Too large to hold whole: scaled down row by row as it is inflated.
                try Inflate.zlibStream(buffer: stream, maxOutput: expected) { try scaler.feed($0) }
                guard scaler.isComplete else { throw ImageError.corrupt("not enough image data") }
                return scaler.image()
            }
            var scanlines = try Inflate.zlibDecompress(buffer: stream, maxOutput: expected)
            guard scanlines.count == expected else { throw ImageError.corrupt("not enough image data") }
            return try reconstruct(&scanlines, header: header, expander: expander)
        }
    }

    /// Unfilters each scanline in place and expands it straight into the RGBA buffer.
    private static func reconstruct(
        _ scanlines: inout [UInt8], header: PNGHeader, expander: PNGPixelExpander
    ) throws -> RGBAImage {
        let width = header.width
        let byteCount = width * header.height * 4
        let stride = header.filterStride
        let zeros = [UInt8](repeating: 0, count: header.rowBytes(columns: width))
        // Every pixel is written exactly once: by its row, or by exactly one Adam7 pass.
        let pixels = try [UInt8](unsafeUninitializedCapacity: byteCount) { target, initialized in
            try scanlines.withUnsafeMutableBufferPointer { source in
                try zeros.withUnsafeBufferPointer { zeroRow in
                    guard let src = source.baseAddress, let dst = target.baseAddress, let zero = zeroRow.baseAddress
                    else { throw ImageError.corrupt("empty image") }
                    var offset = 0
                    for pass in header.passes {
                        let columns = pass.columns(in: width)
                        let rows = pass.rows(in: header.height)
                        guard columns > 0, rows > 0 else { continue }
                        let rowBytes = header.rowBytes(columns: columns)
                        var previous = zero
                        for y in 0..<rows {
                            let row = src + offset + 1
                            try PNGFilter.unfilter(src[offset], row: row, previous: previous, count: rowBytes, stride: stride)
                            let first = ((pass.y0 + y * pass.dy) * width + pass.x0) * 4
                            expander.expand(row: row, count: columns, into: dst + first, step: pass.dx * 4)
                            previous = UnsafePointer(row)
                            offset += rowBytes + 1
                        }
                    }
                }
            }
            initialized = byteCount
        }
        return RGBAImage(width: width, height: header.height, pixels: pixels)
    }
}
