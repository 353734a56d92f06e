/// Undoes the five PNG scanline filters (PNG spec, section 9) in place.
enum PNGFilter {
    /// `previous` is the unfiltered prior row of the same pass, or zeros for its first row.
    static func unfilter(
        _ type: UInt8,
        row: UnsafeMutablePointer<UInt8>,
        previous: UnsafePointer<UInt8>,
        count: Int,
        stride: Int
    ) throws {
        let lead = min(stride, count)
        switch type {
        case 0:
            return
        case 1:
            var i = stride
            while i < count {
                row[i] &+= row[i - stride]
                i += 1
            }
        case 2:
            for i in 0..<count { row[i] &+= previous[i] }
        case 3:
            for i in 0..<lead { row[i] &+= previous[i] >> 1 }
            var i = stride
            while i < count {
                let a = row[i - stride]
                let b = previous[i]
                row[i] &+= (a & b) &+ ((a ^ b) >> 1)
                i += 1
            }
        case 4:
            // With no left neighbour the Paeth predictor reduces to the byte above.
            for i in 0..<lead { row[i] &+= previous[i] }
            if stride == 3 {
                paethPixels(row: row, previous: previous, count: count, stride: 3)
                return
            }
            if stride == 4 {
                paethPixels(row: row, previous: previous, count: count, stride: 4)
                return
            }
            var i = stride
            while i < count {
                row[i] &+= paeth(row[i - stride], previous[i], previous[i - stride])
                i += 1
            }
        default:
            throw ImageError.corrupt("invalid filter type \(type)")
        }
    }

    /// Paeth for 3- and 4-byte pixels, a whole pixel per step in vector lanes: the lane
    /// selects compile to blends, where scalar code gets branches that photos mispredict.
    @inline(__always)
    private static func paethPixels(row: UnsafeMutablePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, stride: Int) {
        func load(_ p: UnsafePointer<UInt8>) -> SIMD4<Int16> {
            SIMD4(Int16(p[0]), Int16(p[1]), Int16(p[2]), stride == 4 ? Int16(p[3]) : 0)
        }
        var left = load(UnsafePointer(row))
        var upperLeft = load(previous)
        var i = stride
        while i &+ stride <= count {
            let above = load(previous + i)
            let pa = magnitude(above &- upperLeft)
            let pb = magnitude(left &- upperLeft)
            let pc = magnitude(left &+ above &- upperLeft &- upperLeft)
            let notLeft = upperLeft.replacing(with: above, where: pb .<= pc)
            let prediction = notLeft.replacing(with: left, where: (pa .<= pb) .& (pa .<= pc))
            let value = (load(UnsafePointer(row + i)) &+ prediction) & 0xFF
            row[i] = UInt8(truncatingIfNeeded: value[0])
            row[i &+ 1] = UInt8(truncatingIfNeeded: value[1])
            row[i &+ 2] = UInt8(truncatingIfNeeded: value[2])
            if stride == 4 { row[i &+ 3] = UInt8(truncatingIfNeeded: value[3]) }
            left = value
            upperLeft = above
            i &+= stride
        }
    }

    @inline(__always)
    private static func magnitude(_ v: SIMD4<Int16>) -> SIMD4<Int16> {
        pointwiseMax(v, 0 &- v)
    }

    @inline(__always)
    private static func paeth(_ left: UInt8, _ above: UInt8, _ upperLeft: UInt8) -> UInt8 {
        let a = Int(left)
        let b = Int(above)
        let c = Int(upperLeft)
        let pa = abs(b - c)
        let pb = abs(a - c)
        let pc = abs(a + b - 2 * c)
        if pa <= pb && pa <= pc { return left }
        return pb <= pc ? above : upperLeft
    }
}
