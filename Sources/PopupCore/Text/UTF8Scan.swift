/// Scans of a string's UTF-8 bytes over its contiguous storage: a generic walk of the UTF-8 view
/// costs tens of instructions a byte, which a megabyte message feels.
enum UTF8Scan {
    /// True when every byte satisfies `predicate`.
    static func all(_ text: some StringProtocol, _ predicate: (UInt8) -> Bool) -> Bool {
        if let result = text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(predicate) }) { return result }
        return text.utf8.allSatisfy(predicate)
    }

    /// Runs `body` with an iterator over the scalar values of `text`: quicker than the generic
    /// `unicodeScalars` view, and the state a scan keeps stays local to `body`.
    static func withScalars<Result>(_ text: some StringProtocol, _ body: (inout Scalars) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable({ bytes -> Result in
            var scalars = Scalars(bytes: bytes)
            return body(&scalars)
        }) {
            return result
        }
        return Array(text.utf8).withUnsafeBufferPointer { bytes in
            var scalars = Scalars(bytes: bytes)
            return body(&scalars)
        }
    }

    /// Scalar values decoded from valid UTF-8 (a String's bytes), where the lead byte alone tells
    /// the length.
    struct Scalars: IteratorProtocol {
        let bytes: UnsafeBufferPointer<UInt8>
        private var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        /// Where the next scalar starts, in bytes.
        var offset: Int { index }

        mutating func next() -> UInt32? {
            guard index < bytes.count else { return nil }
            let lead = UInt32(bytes[index])
            if lead < 0x80 {
                index += 1
                return lead
            }
            if lead < 0xE0 {
                defer { index += 2 }
                return (lead & 0x1F) << 6 | continuation(1)
            }
            if lead < 0xF0 {
                defer { index += 3 }
                return (lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2)
            }
            defer { index += 4 }
            return (lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3)
        }

        private func continuation(_ offset: Int) -> UInt32 {
            UInt32(bytes[index + offset] & 0x3F)
        }
    }

    static func contains(_ text: some StringProtocol, _ byte: UInt8) -> Bool {
        !all(text) { $0 != byte }
    }

    /// The byte offsets in `text` of every byte that satisfies `predicate`.
    static func offsets(in text: String, where predicate: (UInt8) -> Bool) -> [Int] {
        text.utf8.withContiguousStorageIfAvailable { storage in
            var found: [Int] = []
            for index in storage.indices where predicate(storage[index]) { found.append(index) }
            return found
        } ?? text.utf8.enumerated().compactMap { predicate($0.element) ? $0.offset : nil }
    }
}
