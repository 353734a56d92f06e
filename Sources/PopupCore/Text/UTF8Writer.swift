/// UTF-8 bytes written a scalar at a time, remembering the last scalar: building text this way
/// and decoding it once is several times quicker than appending to a String scalar by scalar.
struct UTF8Writer {
    private(set) var bytes: [UInt8] = []
    /// The scalar written last, if any.
    private(set) var last: UInt32?

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends a valid scalar value (not a surrogate, at most U+10FFFF).
    mutating func append(_ value: UInt32) {
        if value < 0x80 {
            bytes.append(UInt8(value))
        } else if value < 0x800 {
            bytes.append(0xC0 | UInt8(value >> 6))
            bytes.append(0x80 | UInt8(value & 0x3F))
        } else if value < 0x10000 {
            bytes.append(0xE0 | UInt8(value >> 12))
            bytes.append(0x80 | UInt8(value >> 6 & 0x3F))
            bytes.append(0x80 | UInt8(value & 0x3F))
        } else {
            bytes.append(0xF0 | UInt8(value >> 18))
            bytes.append(0x80 | UInt8(value >> 12 & 0x3F))
            bytes.append(0x80 | UInt8(value >> 6 & 0x3F))
            bytes.append(0x80 | UInt8(value & 0x3F))
        }
        last = value
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
