/// Converts unfiltered PNG scanlines of any colour type and bit depth to RGBA8.
///
/// Samples narrower than 8 bits are scaled to the full range, 16-bit samples keep their
/// high byte, and tRNS supplies palette alpha or a gray/RGB colour key.
struct PNGPixelExpander {
    private let colorType: PNGHeader.ColorType
    private let depth: Int
    /// 256 RGBA entries; indices beyond the PLTE chunk read as opaque black.
    private let palette: [UInt8]
    /// Colour keys in raw sample units; -1 matches nothing.
    private let grayKey: Int
    private let redKey: Int
    private let greenKey: Int
    private let blueKey: Int

    init(header: PNGHeader, palette plte: [UInt8]?, transparency trns: [UInt8]?) {
        colorType = header.colorType
        depth = header.bitDepth
        var table = [UInt8](repeating: 0, count: 256 * 4)
        for i in 0..<256 { table[i * 4 + 3] = 255 }
        if let plte {
            for i in 0..<min(256, plte.count / 3) {
                table[i * 4] = plte[i * 3]
                table[i * 4 + 1] = plte[i * 3 + 1]
                table[i * 4 + 2] = plte[i * 3 + 2]
            }
        }
        var gray = -1
        var red = -1
        var green = -1
        var blue = -1
        if let trns {
            switch header.colorType {
            case .gray where trns.count == 2:
                gray = Int(trns[0]) << 8 | Int(trns[1])
            case .rgb where trns.count == 6:
                red = Int(trns[0]) << 8 | Int(trns[1])
                green = Int(trns[2]) << 8 | Int(trns[3])
                blue = Int(trns[4]) << 8 | Int(trns[5])
            case .palette:
                for i in 0..<min(256, trns.count) { table[i * 4 + 3] = trns[i] }
            default:
                break
            }
        }
        palette = table
        grayKey = gray
        redKey = red
        greenKey = green
        blueKey = blue
    }

    /// Writes `count` pixels from `row` to `target`, `step` bytes apart.
    func expand(row: UnsafePointer<UInt8>, count: Int, into target: UnsafeMutablePointer<UInt8>, step: Int) {
        switch (colorType, depth) {
        case (.gray, 16): gray16(row, count, target, step)
        case (.gray, 8): gray8(row, count, target, step)
        case (.gray, _): grayPacked(row, count, target, step)
        case (.palette, _): indexed(row, count, target, step)
        case (.rgb, 16): rgb16(row, count, target, step)
        case (.rgb, _): rgb8(row, count, target, step)
        case (.grayAlpha, 16): copy(row, count, target, step, sampleBytes: 2, channels: 2)
        case (.grayAlpha, _): copy(row, count, target, step, sampleBytes: 1, channels: 2)
        case (.rgba, 16): copy(row, count, target, step, sampleBytes: 2, channels: 4)
        case (.rgba, _): copy(row, count, target, step, sampleBytes: 1, channels: 4)
        }
    }

    private func gray8(_ row: UnsafePointer<UInt8>, _ count: Int, _ target: UnsafeMutablePointer<UInt8>, _ step: Int) {
        var t = target
        for x in 0..<count {
            let v = row[x]
            t[0] = v
            t[1] = v
            t[2] = v
            t[3] = Int(v) == grayKey ? 0 : 255
            t += step
        }
    }

    private func gray16(_ row: UnsafePointer<UInt8>, _ count: Int, _ target: UnsafeMutablePointer<UInt8>, _ step: Int) {
        var t = target
        for x in 0..<count {
            let high = row[2 * x]
            t[0] = high
            t[1] = high
            t[2] = high
            t[3] = (Int(high) << 8 | Int(row[2 * x + 1])) == grayKey ? 0 : 255
            t += step
        }
    }

    private func grayPacked(_ row: UnsafePointer<UInt8>, _ count: Int, _ target: UnsafeMutablePointer<UInt8>, _ step: Int) {
        let mask = (1 << depth) - 1
        let scale = 255 / mask
        var t = target
        for x in 0..<count {
            let v = packedSample(row, x)
            let gray = UInt8(truncatingIfNeeded: v * scale)
            t[0] = gray
            t[1] = gray
            t[2] = gray
            t[3] = v == grayKey ? 0 : 255
            t += step
        }
    }

    private func indexed(_ row: UnsafePointer<UInt8>, _ count: Int, _ target: UnsafeMutablePointer<UInt8>, _ step: Int) {
        palette.withUnsafeBufferPointer { table in
            var t = target
            for x in 0..<count {
                let entry = (depth == 8 ? Int(row[x]) : packedSample(row, x)) * 4
                t[0] = table[entry]
                t[1] = table[entry + 1]
                t[2] = table[entry + 2]
                t[3] = table[entry + 3]
                t += step
            }
        }
    }

    private func rgb8(_ row: UnsafePointer<UInt8>, _ count: Int, _ target: UnsafeMutablePointer<UInt8>, _ step: Int) {
        var s = row
        var t = target
        if redKey < 0 {
            for _ in 0..<count {
                t[0] = s[0]
                t[1] = s[1]
                t[2] = s[2]
                t[3] = 255
                s += 3
                t += step
            }
            return
        }
        for _ in 0..<count {
            t[0] = s[0]
            t[1] = s[1]
            t[2] = s[2]
            let keyed = Int(s[0]) == redKey && Int(s[1]) == greenKey && Int(s[2]) == blueKey
            t[3] = keyed ? 0 : 255
            s += 3
            t += step
        }
    }

    private func rgb16(_ row: UnsafePointer<UInt8>, _ count: Int, _ target: UnsafeMutablePointer<UInt8>, _ step: Int) {
        var s = row
        var t = target
        for _ in 0..<count {
            t[0] = s[0]
            t[1] = s[2]
            t[2] = s[4]
            let keyed = (Int(s[0]) << 8 | Int(s[1])) == redKey
                && (Int(s[2]) << 8 | Int(s[3])) == greenKey
                && (Int(s[4]) << 8 | Int(s[5])) == blueKey
            t[3] = keyed ? 0 : 255
            s += 6
            t += step
        }
    }

    /// Gray+alpha and RGBA: take the (high) byte of each sample; gray fans out to r, g, b.
    private func copy(
        _ row: UnsafePointer<UInt8>, _ count: Int, _ target: UnsafeMutablePointer<UInt8>, _ step: Int,
        sampleBytes: Int, channels: Int
    ) {
        var s = row
        var t = target
        let pixelBytes = sampleBytes * channels
        for _ in 0..<count {
            if channels == 2 {
                let gray = s[0]
                t[0] = gray
                t[1] = gray
                t[2] = gray
                t[3] = s[sampleBytes]
            } else {
                t[0] = s[0]
                t[1] = s[sampleBytes]
                t[2] = s[2 * sampleBytes]
                t[3] = s[3 * sampleBytes]
            }
            s += pixelBytes
            t += step
        }
    }

    /// The `x`-th sample of a row packed `depth` (1, 2 or 4) bits per sample, high bits first.
    @inline(__always)
    private func packedSample(_ row: UnsafePointer<UInt8>, _ x: Int) -> Int {
        let bit = x * depth
        let shift = 8 - depth - (bit & 7)
        return Int(row[bit >> 3] >> UInt8(shift)) & ((1 << depth) - 1)
    }
}
