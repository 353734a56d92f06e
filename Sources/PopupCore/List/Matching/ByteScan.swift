/// The next place a byte is, looked for eight bytes at a time: most bytes of a long list are not
/// the first letter of a query, and a byte at a time spends an item's whole length on finding that
/// out. A word of eight bytes is compared with the byte in every lane at once (a lane that equals
/// it becomes zero, and the lowest zero lane is found by a borrow trick), the tail a byte at a time.
enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The first position in `start..<end` whose byte is `lead`, or with `foldingCase` (for a
    /// lower-case ASCII letter) its capital too; nil when there is none. Setting the 0x20 bit of
    /// every byte folds exactly that pair onto `lead`: no other byte becomes a lower-case letter's
    /// value that way but the letter's capital.
    @inline(__always)
    static func first(_ lead: UInt8, foldingCase: Bool, in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        let fold: UInt8 = foldingCase ? 0x20 : 0
        let foldLanes = UInt64(fold) &* ones
        let pattern = UInt64(lead) &* ones
        let raw = UnsafeRawPointer(base)
        var position = start
        while position + 8 <= end {
            let lanes = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)) | foldLanes
            let difference = lanes ^ pattern
            // The lowest lane flagged here is the lowest zero lane exactly (a borrow only flags lanes above one).
            let zero = (difference &- ones) & ~difference & highs
            if zero != 0 { return position + zero.trailingZeroBitCount / 8 }
            position += 8
        }
        while position < end {
            if base[position] | fold == lead { return position }
            position += 1
        }
        return nil
    }
}
