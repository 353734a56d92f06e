extension RGBAImage {
    /// Resamples to `width` × `height`.
    ///
    /// Shrinking averages the exact source footprint of each output pixel (box filter), with
    /// colour weighted by alpha so transparent pixels don't darken edges; enlarging picks the
    /// nearest pixel, which keeps small icons and pixel art crisp.
    public func scaled(width newWidth: Int, height newHeight: Int) -> RGBAImage {
        let targetWidth = max(0, newWidth)
        let targetHeight = max(0, newHeight)
        guard pixels.count == width * height * 4 else {
            return RGBAImage(width: width, height: height, pixels: pixels).scaled(width: newWidth, height: newHeight)
        }
        if targetWidth == width && targetHeight == height { return self }
        guard targetWidth > 0, targetHeight > 0, width > 0, height > 0 else {
            return RGBAImage(width: targetWidth, height: targetHeight, pixels: [])
        }
        let columns = ResamplingAxis(source: width, target: targetWidth)
        let rows = ResamplingAxis(source: height, target: targetHeight)
        let denominator = columns.weightSum &* rows.weightSum

        // Per output column: alpha sum and alpha-weighted r, g, b sums.
        var rowSums = [Int](repeating: 0, count: targetWidth * 4)
        var sums = [Int](repeating: 0, count: targetWidth * 4)
        var summedRow = -1
        let output = [UInt8](unsafeUninitializedCapacity: targetWidth * targetHeight * 4) { out, initialized in
            pixels.withUnsafeBufferPointer { source in
                for y in 0..<targetHeight {
                    for i in sums.indices { sums[i] = 0 }
                    for (sourceRow, rowWeight) in rows.contributions(to: y) {
                        if sourceRow != summedRow {
                            columns.sumRow(source, rowStart: sourceRow * width * 4, into: &rowSums)
                            summedRow = sourceRow
                        }
                        for i in sums.indices { sums[i] &+= rowSums[i] &* rowWeight }
                    }
                    var o = y * targetWidth * 4
                    for x in 0..<targetWidth {
                        let alpha = sums[x * 4]
                        if alpha == 0 {
                            out[o] = 0
                            out[o + 1] = 0
                            out[o + 2] = 0
                            out[o + 3] = 0
                        } else {
                            let half = alpha / 2
                            out[o] = UInt8(truncatingIfNeeded: (sums[x * 4 + 1] &+ half) / alpha)
                            out[o + 1] = UInt8(truncatingIfNeeded: (sums[x * 4 + 2] &+ half) / alpha)
                            out[o + 2] = UInt8(truncatingIfNeeded: (sums[x * 4 + 3] &+ half) / alpha)
                            out[o + 3] = UInt8(truncatingIfNeeded: (alpha &+ denominator / 2) / denominator)
                        }
                        o += 4
                    }
                }
            }
            initialized = targetWidth * targetHeight * 4
        }
        return RGBAImage(width: targetWidth, height: targetHeight, pixels: output)
    }

    /// Alpha-blends the image over an opaque background; the result is fully opaque.
    func composited(over background: (r: UInt8, g: UInt8, b: UInt8)) -> RGBAImage {
        var result = pixels
        let backdrop = [Int(background.r), Int(background.g), Int(background.b)]
        result.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i + 3 < p.count {
                let alpha = Int(p[i + 3])
                for c in 0..<3 {
                    p[i + c] = UInt8((Int(p[i + c]) * alpha + backdrop[c] * (255 - alpha) + 127) / 255)
                }
                p[i + 3] = 255
                i += 4
            }
        }
        return RGBAImage(width: width, height: height, pixels: result)
    }
}

/// Which source pixels along one axis feed each output pixel, and with what integer weight.
private struct ResamplingAxis {
    private var firsts: [Int] = []
    private var weightStarts: [Int] = []
    private var weights: [Int] = []
    /// The weights of every output pixel add up to this.
    let weightSum: Int

    init(source: Int, target: Int) {
        if target > source {
            // Nearest: the source pixel under the output pixel's centre.
            for i in 0..<target {
                firsts.append(min(source - 1, (2 * i + 1) * source / (2 * target)))
                weightStarts.append(i)
                weights.append(1)
            }
            weightSum = 1
        } else {
            // Box: source pixel j spans [j·target, (j+1)·target), output pixel i spans
            // [i·source, (i+1)·source); a weight is the length of their overlap.
            for i in 0..<target {
                let low = i * source
                let high = low + source
                let first = low / target
                let last = (high - 1) / target
                firsts.append(first)
                weightStarts.append(weights.count)
                for j in first...last {
                    weights.append(min(high, (j + 1) * target) - max(low, j * target))
                }
            }
            weightSum = source
        }
        weightStarts.append(weights.count)
    }

    func contributions(to index: Int) -> [(source: Int, weight: Int)] {
        (weightStarts[index]..<weightStarts[index + 1]).enumerated().map { k, w in
            (firsts[index] + k, weights[w])
        }
    }

    /// Sums one source row horizontally: alpha and alpha-weighted colour per output column.
    func sumRow(_ source: UnsafeBufferPointer<UInt8>, rowStart: Int, into sums: inout [Int]) {
        weights.withUnsafeBufferPointer { weights in
            sums.withUnsafeMutableBufferPointer { sums in
                for x in 0..<(firsts.count) {
                    var alpha = 0
                    var red = 0
                    var green = 0
                    var blue = 0
                    var p = rowStart + firsts[x] * 4
                    for w in weightStarts[x]..<weightStarts[x + 1] {
                        let a = Int(source[p + 3]) &* weights[w]
                        alpha &+= a
                        red &+= a &* Int(source[p])
                        green &+= a &* Int(source[p + 1])
                        blue &+= a &* Int(source[p + 2])
                        p += 4
                    }
                    sums[x * 4] = alpha
                    sums[x * 4 + 1] = red
                    sums[x * 4 + 2] = green
                    sums[x * 4 + 3] = blue
                }
            }
        }
    }
}
