/// Brings opaque pixels down to the colours a terminal has, spreading each pixel's rounding error
/// over its neighbours (Floyd–Steinberg, alternate rows right to left) so that gradients keep
/// their average colour instead of breaking into bands.
enum Dither {
    /// One colour per pixel of `image` (row-major); nil where the pixel is transparent
    /// (alpha below `opaqueFrom`). Transparent pixels neither take nor pass on error.
    static func colors(_ image: RGBAImage, depth: ColorDepth, opaqueFrom: UInt8 = 128) -> [Color?] {
        let width = image.width
        let height = image.height
        var result = [Color?](repeating: nil, count: width * height)
        guard width > 0, height > 0, depth != .none else { return result }
        let pixels = image.pixels
        if depth == .truecolor {
            for i in 0..<(width * height) where pixels[i * 4 + 3] >= opaqueFrom {
                result[i] = .rgb(pixels[i * 4], pixels[i * 4 + 1], pixels[i * 4 + 2])
            }
            return result
        }

        // Errors in sixteenths, per channel, for this row and the next; one spare column each side.
        var current = [Int](repeating: 0, count: (width + 2) * 3)
        var next = current
        for y in 0..<height {
            let leftToRight = y % 2 == 0
            let step = leftToRight ? 1 : -1
            var x = leftToRight ? 0 : width - 1
            for _ in 0..<width {
                let i = y * width + x
                defer { x += step }
                guard pixels[i * 4 + 3] >= opaqueFrom else { continue }
                let slot = (x + 1) * 3
                var wanted = (0, 0, 0)
                wanted.0 = clamp(Int(pixels[i * 4]) + current[slot] / 16)
                wanted.1 = clamp(Int(pixels[i * 4 + 1]) + current[slot + 1] / 16)
                wanted.2 = clamp(Int(pixels[i * 4 + 2]) + current[slot + 2] / 16)
                let target = (r: UInt8(wanted.0), g: UInt8(wanted.1), b: UInt8(wanted.2))
                let index = depth == .ansi256 ? Palette.nearest256(target) : Palette.nearest16(target)
                let shown = Palette.xterm(Int(index))
                result[i] = depth == .ansi256 ? .indexed(index) : .ansi(index)
                let errors = [wanted.0 - Int(shown.r), wanted.1 - Int(shown.g), wanted.2 - Int(shown.b)]
                for c in 0..<3 {
                    let error = errors[c]
                    current[slot + step * 3 + c] += error * 7
                    next[slot - step * 3 + c] += error * 3
                    next[slot + c] += error * 5
                    next[slot + step * 3 + c] += error
                }
            }
            swap(&current, &next)
            for k in next.indices { next[k] = 0 }
        }
        return result
    }

    private static func clamp(_ value: Int) -> Int { min(255, max(0, value)) }
}
