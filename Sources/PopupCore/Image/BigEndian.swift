extension UnsafeBufferPointer where Element == UInt8 {
    /// The big-endian UInt32 at `offset`; the caller has checked that four bytes remain.
    func bigEndianUInt32(at offset: Int) -> UInt32 {
        UInt32(self[offset]) << 24 | UInt32(self[offset + 1]) << 16
            | UInt32(self[offset + 2]) << 8 | UInt32(self[offset + 3])
    }
}
