/// Decodes binary netpbm images: PGM (P5) and PPM (P6), maxval up to 65535.
enum PNMDecoder {
    static func matches(_ data: UnsafeBufferPointer<UInt8>) -> Bool {
        data.count >= 3 && data[0] == UInt8(ascii: "P") && (data[1] == UInt8(ascii: "5") || data[1] == UInt8(ascii: "6"))
            && (isWhitespace(data[2]) || data[2] == UInt8(ascii: "#"))
    }

    static func decode(_ data: UnsafeBufferPointer<UInt8>, limits: ImageLimits) throws -> RGBAImage {
        let channels = data[1] == UInt8(ascii: "5") ? 1 : 3
        var offset = 2
        let width = try readNumber(data, &offset)
        let height = try readNumber(data, &offset)
        let maxValue = try readNumber(data, &offset)
        // A single whitespace byte (or a comment running to end of line) separates header and raster.
        guard offset < data.count else { throw ImageError.truncated }
        if data[offset] == UInt8(ascii: "#") {
            skipComment(data, &offset)
            guard offset < data.count else { throw ImageError.truncated }
        } else if !isWhitespace(data[offset]) {
            throw ImageError.badHeader("malformed PNM header")
        }
        offset += 1

        guard width > 0, height > 0 else { throw ImageError.badHeader("zero width or height") }
        guard (1...65535).contains(maxValue) else { throw ImageError.badHeader("maxval \(maxValue) out of range") }
        try limits.validate(width: width, height: height)

        let sampleBytes = maxValue < 256 ? 1 : 2
        let samples = width * height * channels
        guard data.count - offset >= samples * sampleBytes else { throw ImageError.truncated }

        let scale = scaleTable(maxValue: maxValue, wide: sampleBytes == 2)
        let pixelCount = width * height
        let pixels = [UInt8](unsafeUninitializedCapacity: pixelCount * 4) { target, initialized in
            scale.withUnsafeBufferPointer { scale in
                var s = offset
                var t = 0
                for _ in 0..<pixelCount {
                    for c in 0..<3 {
                        if c < channels {
                            let raw = sampleBytes == 1 ? Int(data[s]) : Int(data[s]) << 8 | Int(data[s + 1])
                            target[t + c] = scale[raw]
                            s += sampleBytes
                        } else {
                            target[t + c] = target[t]
                        }
                    }
                    target[t + 3] = 255
                    t += 4
                }
            }
            initialized = pixelCount * 4
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Maps every possible raw sample to 8 bits, rounding; values above maxval clamp to 255.
    private static func scaleTable(maxValue: Int, wide: Bool) -> [UInt8] {
        (0..<(wide ? 65536 : 256)).map { raw in
            raw >= maxValue ? 255 : UInt8((raw * 255 + maxValue / 2) / maxValue)
        }
    }

    private static func readNumber(_ data: UnsafeBufferPointer<UInt8>, _ offset: inout Int) throws -> Int {
        while true {
            guard offset < data.count else { throw ImageError.truncated }
            if data[offset] == UInt8(ascii: "#") {
                skipComment(data, &offset)
            } else if isWhitespace(data[offset]) {
                offset += 1
            } else {
                break
            }
        }
        var value = 0
        var digits = 0
        while offset < data.count, data[offset] >= UInt8(ascii: "0"), data[offset] <= UInt8(ascii: "9") {
            value = value * 10 + Int(data[offset] - UInt8(ascii: "0"))
            digits += 1
            guard value <= 0x7FFF_FFFF else { throw ImageError.badHeader("number too large in PNM header") }
            offset += 1
        }
        guard digits > 0 else {
            throw offset < data.count ? ImageError.badHeader("malformed PNM header") : ImageError.truncated
        }
        return value
    }

    /// Leaves `offset` on the line break ending the comment (or at the end of the data).
    private static func skipComment(_ data: UnsafeBufferPointer<UInt8>, _ offset: inout Int) {
        while offset < data.count && data[offset] != 0x0A && data[offset] != 0x0D { offset += 1 }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0B || byte == 0x0C || byte == 0x0D
    }
}
