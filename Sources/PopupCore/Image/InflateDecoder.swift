/// Decodes one raw DEFLATE stream (RFC 1951) into a buffer that grows up to `maxOutput` bytes.
///
/// Every read is bounds-checked by construction: input bytes are only loaded below
/// `inputCount` (past it the bit buffer is fed zero "padding" bytes, and consuming any of
/// them is reported as truncation), table indices come from masks the tables were built for,
/// and output is reserved before it is written.
struct InflateDecoder {
    private let input: UnsafePointer<UInt8>
    private let inputCount: Int
    private var position: Int
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0
    private var padding = 0

    private var output: UnsafeMutablePointer<UInt8>
    private var outputCount = 0
    private var outputCapacity: Int
    private let maxOutput: Int
    /// Streaming: output is handed to `sink` as the buffer fills, keeping only the last window.
    private var sink: ((UnsafeBufferPointer<UInt8>) throws -> Void)?
    /// Bytes handed to `sink` and slid out of the buffer.
    private var flushed = 0
    /// The start of the buffer's bytes not yet handed to `sink`.
    private var unsent = 0

    /// The farthest a match reaches back (RFC 1951): what a streaming decoder keeps.
    static let window = 1 << 15
    /// A streaming decoder's buffer: the window, and room to decode into after it.
    static let streamingCapacity = 1 << 20

    private let literalTable: UnsafeMutablePointer<UInt32>
    private let distanceTable: UnsafeMutablePointer<UInt32>
    private let codeLengthTable: UnsafeMutablePointer<UInt32>
    private var fixedTablesLoaded = false

    /// Offset of the first input byte after the stream, valid once `run()` returned.
    private(set) var endOffset = 0

    /// Match copies move eight bytes at a time and may write this far past the logical end.
    private static let slack = 16
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    init(input: UnsafeBufferPointer<UInt8>, start: Int, maxOutput: Int) throws {
        guard let base = input.baseAddress, start >= 0, start < input.count else {
            throw Self.truncatedStream
        }
        self.input = base
        inputCount = input.count
        position = start
        self.maxOutput = max(0, maxOutput)
        // Most streams expand less than 4×; beyond that the buffer doubles.
        let guess = max(1 << 15, min(input.count - start, 1 << 28) * 4)
        outputCapacity = min(self.maxOutput, guess)
        output = .allocate(capacity: outputCapacity + Self.slack)
        literalTable = .allocate(capacity: HuffmanTable.literalLengthCapacity)
        distanceTable = .allocate(capacity: HuffmanTable.distanceCapacity)
        codeLengthTable = .allocate(capacity: HuffmanTable.codeLengthCapacity)
    }

    func deallocate() {
        output.deallocate()
        literalTable.deallocate()
        distanceTable.deallocate()
        codeLengthTable.deallocate()
    }

    func takeOutput() -> [UInt8] {
        Array(UnsafeBufferPointer(start: output, count: outputCount))
    }

    /// Decodes handing the output to `sink` in pieces, in order, holding only about a megabyte.
    mutating func stream(into sink: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        self.sink = sink
        if outputCapacity < Self.streamingCapacity {
            output.deallocate()
            outputCapacity = Self.streamingCapacity
            output = .allocate(capacity: outputCapacity + Self.slack)
        }
        try run()
        try sink(UnsafeBufferPointer(start: output + unsent, count: outputCount - unsent))
        unsent = outputCount
    }

    mutating func run() throws {
        var isFinal = false
        repeat {
            let header = try bits(3)
            isFinal = header & 1 == 1
            switch header >> 1 {
            case 0:
                try copyStoredBlock()
            case 1:
                if !fixedTablesLoaded {
                    try loadFixedTables()
                    fixedTablesLoaded = true
                }
                try decodeCompressedBlock()
            case 2:
                fixedTablesLoaded = false
                try readDynamicTables()
                try decodeCompressedBlock()
            default:
                throw ImageError.badDeflate("invalid block type")
            }
            try checkOverrun()
        } while !isFinal
        // Whole bytes still buffered were read ahead; the stream ends at the next byte boundary.
        dropBits(bitCount & 7)
        endOffset = position - (bitCount >> 3 - padding)
    }

    // MARK: Bits

    private static var truncatedStream: ImageError { .badDeflate("unexpected end of compressed data") }

    @inline(__always)
    private static func refill(
        _ buffer: inout UInt64, _ count: inout Int, _ position: inout Int, _ padding: inout Int,
        _ input: UnsafePointer<UInt8>, _ inputCount: Int
    ) throws {
        if position &+ 8 <= inputCount {
            // Bits above `count` end up holding the next byte's real bits, so OR-ing it in again later is harmless.
            let word = UInt64(littleEndian: UnsafeRawPointer(input + position).loadUnaligned(as: UInt64.self))
            buffer |= word &<< UInt64(truncatingIfNeeded: count)
            position &+= (63 &- count) &>> 3
            count |= 56
        } else {
            (buffer, count, position, padding) = try slowRefill(buffer, count, position, padding, input, inputCount)
        }
    }

    /// Byte-wise refill near the end of input; passes state by value so the hot loop's
    /// variables never have their address taken and stay in registers.
    @inline(never)
    private static func slowRefill(
        _ buffer: UInt64, _ count: Int, _ position: Int, _ padding: Int,
        _ input: UnsafePointer<UInt8>, _ inputCount: Int
    ) throws -> (UInt64, Int, Int, Int) {
        var (buffer, count, position, padding) = (buffer, count, position, padding)
        while count <= 56 {
            if position < inputCount {
                buffer |= UInt64(input[position]) &<< UInt64(count)
                position += 1
            } else {
                guard count >= padding * 8 else { throw truncatedStream }
                padding += 1
            }
            count += 8
        }
        return (buffer, count, position, padding)
    }

    private func checkOverrun() throws {
        guard bitCount >= padding * 8 else { throw Self.truncatedStream }
    }

    private mutating func dropBits(_ n: Int) {
        bitBuffer >>= UInt64(n)
        bitCount -= n
    }

    /// Reads `n` ≤ 16 bits, least significant first.
    private mutating func bits(_ n: Int) throws -> Int {
        if bitCount < n {
            try Self.refill(&bitBuffer, &bitCount, &position, &padding, input, inputCount)
        }
        let value = Int(truncatingIfNeeded: bitBuffer & ((1 << UInt64(n)) - 1))
        dropBits(n)
        try checkOverrun()
        return value
    }

    // MARK: Output

    private mutating func reserve(_ n: Int) throws {
        if n > outputCapacity - outputCount {
            try grow(to: outputCount + n)
        }
    }

    private mutating func grow(to needed: Int) throws {
        guard flushed + needed <= maxOutput else { throw ImageError.decompressionBomb }
        if let sink, needed - outputCount <= outputCapacity - Self.window {
            // Hand on all but the last window, which matches may still copy from, and slide it down.
            try sink(UnsafeBufferPointer(start: output + unsent, count: outputCount - unsent))
            let kept = min(outputCount, Self.window)
            let dropped = outputCount - kept
            output.update(from: output + dropped, count: kept)
            flushed += dropped
            outputCount = kept
            unsent = kept
            return
        }
        let doubled = outputCapacity > maxOutput / 2 ? maxOutput : max(outputCapacity * 2, 1 << 16)
        let capacity = min(maxOutput, max(doubled, needed))
        let fresh = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + Self.slack)
        fresh.initialize(from: output, count: outputCount)
        output.deallocate()
        output = fresh
        outputCapacity = capacity
    }

    // MARK: Blocks

    private mutating func copyStoredBlock() throws {
        dropBits(bitCount & 7)
        let length = try bits(16)
        let complement = try bits(16)
        guard length == ~complement & 0xFFFF else {
            throw ImageError.badDeflate("stored block length mismatch")
        }
        // Hand buffered whole bytes back so the payload is copied straight from the input.
        position -= bitCount >> 3 - padding
        bitBuffer = 0
        bitCount = 0
        padding = 0
        guard length <= inputCount - position else { throw Self.truncatedStream }
        try reserve(length)
        (output + outputCount).update(from: input + position, count: length)
        position += length
        outputCount += length
    }

    private mutating func loadFixedTables() throws {
        // 288 literal/length codes, then 32 five-bit distance codes (30 and 31 never valid).
        var lengths = [UInt8](repeating: 8, count: 288 + 32)
        for symbol in 144..<256 { lengths[symbol] = 9 }
        for symbol in 256..<280 { lengths[symbol] = 7 }
        for symbol in 288..<320 { lengths[symbol] = 5 }
        try buildTables(lengths, literalCount: 288)
    }

    private mutating func readDynamicTables() throws {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw ImageError.badDeflate("too many length or distance codes")
        }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<codeLengthCount {
            codeLengthLengths[Self.codeLengthOrder[i]] = UInt8(try bits(3))
        }
        try codeLengthLengths.withUnsafeBufferPointer {
            try HuffmanTable.build(
                lengths: $0, alphabet: .codeLength, rootBits: HuffmanTable.codeLengthBits,
                into: codeLengthTable, capacity: HuffmanTable.codeLengthCapacity)
        }

        let total = literalCount + distanceCount
        var lengths = [UInt8](repeating: 0, count: total)
        let mask = UInt64(1 << HuffmanTable.codeLengthBits - 1)
        var i = 0
        while i < total {
            if bitCount < HuffmanTable.codeLengthBits {
                try Self.refill(&bitBuffer, &bitCount, &position, &padding, input, inputCount)
            }
            let entry = codeLengthTable[Int(truncatingIfNeeded: bitBuffer & mask)]
            guard entry & HuffmanTable.kindMask == HuffmanTable.literal else {
                throw ImageError.badDeflate("invalid code length code")
            }
            dropBits(Int(entry & 0xFF))
            try checkOverrun()
            let symbol = Int(entry >> 16)
            if symbol < 16 {
                lengths[i] = UInt8(symbol)
                i += 1
                continue
            }
            let value: UInt8
            let repeatCount: Int
            switch symbol {
            case 16:
                guard i > 0 else { throw ImageError.badDeflate("length repeat with no previous length") }
                value = lengths[i - 1]
                repeatCount = 3 + (try bits(2))
            case 17:
                value = 0
                repeatCount = 3 + (try bits(3))
            default:
                value = 0
                repeatCount = 11 + (try bits(7))
            }
            guard repeatCount <= total - i else { throw ImageError.badDeflate("too many code lengths") }
            for k in i..<(i + repeatCount) { lengths[k] = value }
            i += repeatCount
        }
        guard lengths[256] != 0 else { throw ImageError.badDeflate("missing end-of-block code") }
        try buildTables(lengths, literalCount: literalCount)
    }

    private func buildTables(_ lengths: [UInt8], literalCount: Int) throws {
        try lengths.withUnsafeBufferPointer { all in
            try HuffmanTable.build(
                lengths: UnsafeBufferPointer(rebasing: all[..<literalCount]), alphabet: .literalLength,
                rootBits: HuffmanTable.literalLengthBits,
                into: literalTable, capacity: HuffmanTable.literalLengthCapacity)
            try HuffmanTable.build(
                lengths: UnsafeBufferPointer(rebasing: all[literalCount...]), alphabet: .distance,
                rootBits: HuffmanTable.distanceBits,
                into: distanceTable, capacity: HuffmanTable.distanceCapacity)
        }
    }

    private mutating func decodeCompressedBlock() throws {
        let input = self.input
        let inputCount = self.inputCount
        let literals = UnsafePointer(literalTable)
        let distances = UnsafePointer(distanceTable)
        let literalMask = UInt64(1 << HuffmanTable.literalLengthBits - 1)
        let distanceMask = UInt64(1 << HuffmanTable.distanceBits - 1)
        let kindMask = HuffmanTable.kindMask

        var buffer = bitBuffer
        var count = bitCount
        var position = self.position
        var padding = self.padding
        var out = output
        var outCount = outputCount
        var capacity = outputCapacity
        defer {
            bitBuffer = buffer
            bitCount = count
            self.position = position
            self.padding = padding
            outputCount = outCount
        }

        // The fast loop needs eight readable input bytes for its unconditional refill and
        // room for the longest match, so it checks neither bits nor space per symbol.
        let fastInputLimit = inputCount &- 8
        var fastOutputLimit = capacity &- 258

        while true {
            while position <= fastInputLimit && outCount <= fastOutputLimit {
                let word = UInt64(littleEndian: UnsafeRawPointer(input + position).loadUnaligned(as: UInt64.self))
                buffer |= word &<< UInt64(truncatingIfNeeded: count)
                position &+= (63 &- count) &>> 3
                count |= 56
                // 56+ bits now cover a length code with its extra bits (20) and a distance code with its own (28).
                let entry = Self.lookup(literals, literalMask, HuffmanTable.literalLengthBits, &buffer, &count)
                let kind = entry & kindMask
                if kind == HuffmanTable.literal {
                    Self.consume(entry, &buffer, &count)
                    out[outCount] = UInt8(truncatingIfNeeded: entry >> 16)
                    outCount &+= 1
                    continue
                }
                if kind != HuffmanTable.base {
                    if kind == HuffmanTable.endOfBlock {
                        Self.consume(entry, &buffer, &count)
                        return
                    }
                    throw ImageError.badDeflate("invalid literal/length code")
                }
                let length = Self.baseValue(entry, &buffer, &count)
                let match = Self.lookup(distances, distanceMask, HuffmanTable.distanceBits, &buffer, &count)
                guard match & kindMask == HuffmanTable.base else {
                    throw ImageError.badDeflate("invalid distance code")
                }
                let distance = Self.baseValue(match, &buffer, &count)
                guard distance <= outCount else { throw ImageError.badDeflate("distance too far back") }
                Self.copyMatch(out, at: outCount, distance: distance, length: length)
                outCount &+= length
            }

            // Careful path, one symbol at a time, near the end of the input or the output space.
            if count < 48 {
                try Self.refill(&buffer, &count, &position, &padding, input, inputCount)
            }
            let entry = Self.lookup(literals, literalMask, HuffmanTable.literalLengthBits, &buffer, &count)
            let kind = entry & kindMask
            if kind == HuffmanTable.literal {
                Self.consume(entry, &buffer, &count)
                if outCount == capacity {
                    outputCount = outCount
                    try grow(to: outCount + 1)
                    outCount = outputCount
                    out = output
                    capacity = outputCapacity
                    fastOutputLimit = capacity &- 258
                }
                out[outCount] = UInt8(truncatingIfNeeded: entry >> 16)
                outCount &+= 1
                continue
            }
            if kind != HuffmanTable.base {
                if kind == HuffmanTable.endOfBlock {
                    Self.consume(entry, &buffer, &count)
                    return
                }
                throw ImageError.badDeflate("invalid literal/length code")
            }
            let length = Self.baseValue(entry, &buffer, &count)
            let match = Self.lookup(distances, distanceMask, HuffmanTable.distanceBits, &buffer, &count)
            guard match & kindMask == HuffmanTable.base else {
                throw ImageError.badDeflate("invalid distance code")
            }
            let distance = Self.baseValue(match, &buffer, &count)
            guard distance <= outCount else { throw ImageError.badDeflate("distance too far back") }
            if length > capacity &- outCount {
                outputCount = outCount
                try grow(to: outCount + length)
                outCount = outputCount
                out = output
                capacity = outputCapacity
                fastOutputLimit = capacity &- 258
            }
            Self.copyMatch(out, at: outCount, distance: distance, length: length)
            outCount &+= length
        }
    }

    /// The entry for the code at the front of `buffer`; a second-level entry's root bits are dropped.
    @inline(__always)
    private static func lookup(
        _ table: UnsafePointer<UInt32>, _ mask: UInt64, _ rootBits: Int, _ buffer: inout UInt64, _ count: inout Int
    ) -> UInt32 {
        let entry = table[Int(truncatingIfNeeded: buffer & mask)]
        guard entry & HuffmanTable.kindMask == HuffmanTable.subtable else { return entry }
        buffer &>>= UInt64(truncatingIfNeeded: rootBits)
        count &-= rootBits
        let subMask = (UInt64(1) &<< UInt64((entry >> 8) & 0xF)) &- 1
        return table[Int(entry >> 16) &+ Int(truncatingIfNeeded: buffer & subMask)]
    }

    @inline(__always)
    private static func consume(_ entry: UInt32, _ buffer: inout UInt64, _ count: inout Int) {
        buffer &>>= UInt64(entry & 0xFF)
        count &-= Int(entry & 0xFF)
    }

    /// A length or distance: the base plus the extra bits that follow the code, all consumed.
    @inline(__always)
    private static func baseValue(_ entry: UInt32, _ buffer: inout UInt64, _ count: inout Int) -> Int {
        let total = UInt64(entry & 0xFF)
        let codeBits = UInt64((entry >> 8) & 0xF)
        let extra = (buffer & ((1 &<< total) &- 1)) &>> codeBits
        buffer &>>= total
        count &-= Int(total)
        return Int(entry >> 16) &+ Int(truncatingIfNeeded: extra)
    }

    @inline(__always)
    private static func copyMatch(_ out: UnsafeMutablePointer<UInt8>, at position: Int, distance: Int, length: Int) {
        var target = out + position
        var source = target - distance
        if distance >= 8 {
            // Each 8-byte load ends at or before the bytes being written, so overlap is safe.
            let end = target + length
            repeat {
                UnsafeMutableRawPointer(target).storeBytes(
                    of: UnsafeRawPointer(source).loadUnaligned(as: UInt64.self), as: UInt64.self)
                target += 8
                source += 8
            } while target < end
        } else if distance == 1 {
            target.update(repeating: source.pointee, count: length)
        } else {
            for i in 0..<length { target[i] = source[i] }
        }
    }
}
