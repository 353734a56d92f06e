/// The xterm palette and nearest-colour search, for bringing colours down to a terminal's depth.
public enum Palette {
    static let ansi16: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The RGB value of palette entry `index` (0–255) as xterm defines it.
    public static func xterm(_ index: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        switch index {
        case ..<16:
            let entry = ansi16[max(0, index)]
            return (entry.0, entry.1, entry.2)
        case 16..<232:
            let cube = index - 16
            return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
        default:
            let level = UInt8(8 + 10 * (min(index, 255) - 232))
            return (level, level, level)
        }
    }

    /// Perceptual distance ("redmean" weighted RGB): cheap and far better than plain RGB distance.
    static func distance(_ a: (r: UInt8, g: UInt8, b: UInt8), _ b: (r: UInt8, g: UInt8, b: UInt8)) -> Int {
        let meanRed = (Int(a.r) + Int(b.r)) / 2
        let dr = Int(a.r) - Int(b.r)
        let dg = Int(a.g) - Int(b.g)
        let db = Int(a.b) - Int(b.b)
        return (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
    }

    /// The nearest of the 256 palette entries 16–255 (the fixed cube and grey ramp). Only the two
    /// cube levels around each channel and the two greys around its mean can be nearest, so ten
    /// candidates stand for all 240.
    public static func nearest256(_ color: (r: UInt8, g: UInt8, b: UInt8)) -> UInt8 {
        var best = 16
        var bestDistance = Int.max
        func consider(_ index: Int) {
            let d = distance(color, xterm(index))
            if d < bestDistance {
                best = index
                bestDistance = d
            }
        }
        let reds = levelsAround(color.r), greens = levelsAround(color.g), blues = levelsAround(color.b)
        for r in reds {
            for g in greens {
                for b in blues { consider(16 + 36 * r + 6 * g + b) }
            }
        }
        let grey = (Int(color.r) + Int(color.g) + Int(color.b)) / 3
        let below = min(23, max(0, (grey - 8) / 10))
        consider(232 + below)
        consider(232 + min(23, below + 1))
        return UInt8(best)
    }

    /// The cube levels (0–5) at and just above or below `value`.
    private static func levelsAround(_ value: UInt8) -> [Int] {
        let above = cubeLevels.firstIndex { $0 >= value } ?? 5
        return above == 0 ? [0] : [above - 1, above]
    }

    /// The nearest of the 16 ANSI colours (other than `excluded`).
    public static func nearest16(_ color: (r: UInt8, g: UInt8, b: UInt8), excluding excluded: UInt8? = nil) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for index in 0..<16 where index != excluded.map(Int.init) {
            let d = distance(color, xterm(index))
            if d < bestDistance {
                best = index
                bestDistance = d
            }
        }
        return UInt8(best)
    }
}
