/// Builds the two-level lookup tables the inflater decodes Huffman codes with.
///
/// One `UInt32` per entry:
/// bits 0-7 how many bits the entry consumes, bits 8-11 the code's own length for a
/// length/distance base (the rest of the consumed bits are its extra bits) or the index
/// bits of a subtable, bits 12-15 the kind, bits 16-31 the value (literal, base, or
/// subtable start). Consuming code and extra bits together saves a shift per symbol.
enum HuffmanTable {
    static let literal: UInt32 = 0x0000
    static let base: UInt32 = 0x1000
    static let endOfBlock: UInt32 = 0x2000
    static let subtable: UInt32 = 0x3000
    static let invalid: UInt32 = 0x4000
    static let kindMask: UInt32 = 0xF000

    /// What the symbols of a code stand for.
    enum Alphabet {
        case literalLength
        case distance
        case codeLength
    }

    static let literalLengthBits = 10
    static let distanceBits = 8
    static let codeLengthBits = 7
    // zlib's `enough` bounds for these root sizes are 1332 and 402; the slack is free.
    static let literalLengthCapacity = 2048
    static let distanceCapacity = 1024
    static let codeLengthCapacity = 1 << codeLengthBits

    private static let lengthBases: [UInt16] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
        35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    private static let lengthExtra: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBases: [UInt16] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
        1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra: [UInt8] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    private static func payload(for symbol: Int, in alphabet: Alphabet) -> UInt32 {
        switch alphabet {
        case .codeLength:
            return UInt32(symbol) << 16 | literal
        case .literalLength:
            if symbol < 256 { return UInt32(symbol) << 16 | literal }
            if symbol == 256 { return endOfBlock }
            let index = symbol - 257
            guard index < lengthBases.count else { return invalid }
            return UInt32(lengthBases[index]) << 16 | UInt32(lengthExtra[index]) << 8 | base
        case .distance:
            guard symbol < distanceBases.count else { return invalid }
            return UInt32(distanceBases[symbol]) << 16 | UInt32(distanceExtra[symbol]) << 8 | base
        }
    }

    /// Fills `table` for the canonical code given by `lengths` (each 0...15).
    ///
    /// Over-subscribed codes are rejected; an incomplete code only in the one case RFC 1951
    /// allows (a single one-bit code), whose unused half then decodes as `invalid`.
    static func build(
        lengths: UnsafeBufferPointer<UInt8>,
        alphabet: Alphabet,
        rootBits: Int,
        into table: UnsafeMutablePointer<UInt32>,
        capacity: Int
    ) throws {
        let rootSize = 1 << rootBits
        guard rootSize <= capacity else { throw ImageError.badDeflate("Huffman table too large") }
        table.update(repeating: invalid, count: rootSize)

        var counts = [Int](repeating: 0, count: 16)
        for length in lengths {
            guard length < 16 else { throw ImageError.badDeflate("invalid code length") }
            counts[Int(length)] += 1
        }
        let used = lengths.count - counts[0]
        if used == 0 { return }

        var left = 1
        for length in 1...15 {
            left = (left << 1) - counts[length]
            guard left >= 0 else { throw ImageError.badDeflate("over-subscribed Huffman code") }
        }
        if left > 0 {
            guard alphabet != .codeLength, used == 1, counts[1] == 1 else {
                throw ImageError.badDeflate("incomplete Huffman code")
            }
        }
        var maxLength = 15
        while counts[maxLength] == 0 { maxLength -= 1 }

        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        var sorted = [Int](repeating: 0, count: used)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            sorted[offsets[Int(length)]] = symbol
            offsets[Int(length)] += 1
        }

        var remaining = counts
        var code = 0
        var index = 0
        var nextFree = rootSize
        var currentPrefix = -1
        var subStart = 0
        var subBits = 0
        let rootMask = rootSize - 1
        for length in 1...maxLength {
            for _ in 0..<counts[length] {
                let symbol = payload(for: sorted[index], in: alphabet)
                index += 1
                let reversed = reverse(code, bits: length)
                if length <= rootBits {
                    let value = entry(symbol, codeBits: length)
                    var slot = reversed
                    while slot < rootSize {
                        table[slot] = value
                        slot += 1 << length
                    }
                } else {
                    let prefix = reversed & rootMask
                    if prefix != currentPrefix {
                        // Canonical order keeps all codes with this prefix together; size the
                        // subtable for the longest of them.
                        var bits = length - rootBits
                        var room = (1 << bits) - remaining[length]
                        while room > 0 && bits + rootBits < maxLength {
                            bits += 1
                            room = (room << 1) - remaining[bits + rootBits]
                        }
                        guard nextFree + (1 << bits) <= capacity else {
                            throw ImageError.badDeflate("Huffman table too large")
                        }
                        currentPrefix = prefix
                        subStart = nextFree
                        subBits = bits
                        nextFree += 1 << bits
                        (table + subStart).update(repeating: invalid, count: 1 << bits)
                        table[prefix] = UInt32(subStart) << 16 | UInt32(bits) << 8 | subtable | UInt32(rootBits)
                    }
                    let value = entry(symbol, codeBits: length - rootBits)
                    var slot = reversed >> rootBits
                    while slot < 1 << subBits {
                        table[subStart + slot] = value
                        slot += 1 << (length - rootBits)
                    }
                }
                remaining[length] -= 1
                code += 1
            }
            code <<= 1
        }
    }

    /// `payload` carries a base's extra-bit count in bits 8-11; the entry moves the code
    /// length there and consumes code and extra bits at once.
    private static func entry(_ payload: UInt32, codeBits: Int) -> UInt32 {
        guard payload & kindMask == base else { return payload | UInt32(codeBits) }
        let extra = (payload >> 8) & 0xF
        return payload & ~0xF00 | UInt32(codeBits) << 8 | (UInt32(codeBits) + extra)
    }

    private static func reverse(_ code: Int, bits: Int) -> Int {
        var result = 0
        var rest = code
        for _ in 0..<bits {
            result = result << 1 | rest & 1
            rest >>= 1
        }
        return result
    }
}
