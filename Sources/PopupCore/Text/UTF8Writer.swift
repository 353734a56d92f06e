/// UTF-8 bytes written a scalar at a time, remembering the last scalar: building text this way
/// is several times quicker than appending to a String scalar by scalar. The bytes go straight
/// into the storage of the String being made (`string(capacity:_:)`): no second copy of a long text.
struct UTF8Writer {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The bytes written so far.
    private(set) var count = 0
    /// The scalar written last, if any.
    private(set) var last: UInt32?

    private init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// The String `body` writes, of at most `capacity` bytes (more is dropped). Memory the text
    /// does not use is reserved, never touched.
    static func string(capacity: Int, _ body: (inout UTF8Writer) -> Void) -> String {
        String(unsafeUninitializedCapacity: max(1, capacity)) { buffer in
            var writer = UTF8Writer(buffer)
            body(&writer)
            return writer.count
        }
    }

    /// Appends a valid scalar value (not a surrogate, at most U+10FFFF).
    mutating func append(_ value: UInt32) {
        if value < 0x80 {
            guard count + 1 <= buffer.count else { return }
            buffer[count] = UInt8(value)
            count += 1
        } else if value < 0x800 {
            guard count + 2 <= buffer.count else { return }
            buffer[count] = 0xC0 | UInt8(value >> 6)
            buffer[count + 1] = 0x80 | UInt8(value & 0x3F)
            count += 2
        } else if value < 0x10000 {
            guard count + 3 <= buffer.count else { return }
            buffer[count] = 0xE0 | UInt8(value >> 12)
            buffer[count + 1] = 0x80 | UInt8(value >> 6 & 0x3F)
            buffer[count + 2] = 0x80 | UInt8(value & 0x3F)
            count += 3
        } else {
            guard count + 4 <= buffer.count else { return }
            buffer[count] = 0xF0 | UInt8(value >> 18)
            buffer[count + 1] = 0x80 | UInt8(value >> 12 & 0x3F)
            buffer[count + 2] = 0x80 | UInt8(value >> 6 & 0x3F)
            buffer[count + 3] = 0x80 | UInt8(value & 0x3F)
            count += 4
        }
        last = value
    }
}
