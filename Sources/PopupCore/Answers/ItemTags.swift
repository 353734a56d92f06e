/// List-item tags given to answer a list (an answer line's `items`, `--answer-item`,
/// POPUPCTL_ITEMS), each its exact bytes, all in one buffer: a million tags cost their bytes and
/// four more each, not an object apiece, and a tag that is not UTF-8 is kept as it is.
///
/// As text (an option, a variable, a message) such a tag is written `{"bytes":"HEX"}`, the form
/// an answer file records it in; any other text is the tag whose bytes are its UTF-8.
public struct ItemTags: Sendable, Equatable, ExpressibleByArrayLiteral {
    private var bytes: [UInt8] = []
    private var ends: [UInt32] = []

    /// No tags.
    public init() {}

    /// Tags from their text forms.
    public init(_ texts: [String]) {
        for text in texts { append(Self.bytes(ofText: text)) }
    }

    public init(arrayLiteral texts: String...) { self.init(texts) }

    public var count: Int { ends.count }

    /// Tag `index`'s bytes.
    public subscript(index: Int) -> ArraySlice<UInt8> {
        bytes[(index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])]
    }

    /// Adds a tag.
    public mutating func append<Tag: Collection>(_ tag: Tag) where Tag.Element == UInt8 {
        bytes.append(contentsOf: tag)
        ends.append(UInt32(truncatingIfNeeded: bytes.count))
    }

    /// The text that names tag `index`.
    public func text(_ index: Int) -> String { Self.text(of: self[index]) }

    /// The text naming `tag`: itself when it is UTF-8, else `{"bytes":"HEX"}`.
    public static func text<Tag: Collection>(of tag: Tag) -> String where Tag.Element == UInt8 {
        isUTF8(tag) ? String(decoding: tag, as: UTF8.self) : json(of: tag).text
    }

    /// The JSON an answer file records `tag` as: a string when it is UTF-8, else `{"bytes":"HEX"}`.
    public static func json<Tag: Collection>(of tag: Tag) -> JSONValue where Tag.Element == UInt8 {
        if isUTF8(tag) { return .string(String(decoding: tag, as: UTF8.self)) }
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(tag.count * 2)
        for byte in tag { hex += [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]] }
        return .object([("bytes", .string(String(decoding: hex, as: UTF8.self)))])
    }

    /// The bytes of the tag a text names: `{"bytes":"HEX"}` decoded, any other text its UTF-8.
    public static func bytes(ofText text: String) -> [UInt8] {
        if text.hasPrefix("{"), let value = try? JSONParser.parse(text), let bytes = bytes(ofJSON: value) { return bytes }
        return Array(text.utf8)
    }

    /// The bytes an answer file's `{"bytes":"HEX"}` holds, nil for any other value.
    static func bytes(ofJSON value: JSONValue) -> [UInt8]? {
        guard case .object(let members) = value, members.count == 1, members[0].0 == "bytes",
              case .string(let hex) = members[0].1 else { return nil }
        let digits = Array(hex.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = nibble(digits[index]), let low = nibble(digits[index + 1]) else { return nil }
            out.append(high << 4 | low)
            index += 2
        }
        return out
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return digit - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func isUTF8<Tag: Collection>(_ tag: Tag) -> Bool where Tag.Element == UInt8 {
        String(decoding: tag, as: UTF8.self).utf8.elementsEqual(tag)
    }

    /// For each tag, the first of `store`'s items whose tag is exactly it (-1 when none is): one
    /// pass over the items, through a table of the tags by hash, however many tags are asked for.
    public func firstIndices(in store: ItemStore) -> [Int] {
        guard count > 0 else { return [] }
        return bytes.withUnsafeBufferPointer { all in
            func tag(_ index: Int) -> UnsafeBufferPointer<UInt8> {
                let start = index == 0 ? 0 : Int(ends[index - 1])
                return UnsafeBufferPointer(rebasing: all[start..<Int(ends[index])])
            }
            var size = 1
            while size < count * 2 { size <<= 1 }
            let mask = size - 1
            var slots = [Int32](repeating: -1, count: size)
            // A tag given twice is looked for once: each tag points at the first equal one.
            var first = [Int32](repeating: 0, count: count)
            var missing = 0
            for index in 0..<count {
                let wanted = tag(index)
                var slot = Self.hash(wanted) & mask
                while slots[slot] >= 0, !Self.same(tag(Int(slots[slot])), wanted) { slot = (slot + 1) & mask }
                if slots[slot] < 0 {
                    slots[slot] = Int32(index)
                    missing += 1
                }
                first[index] = slots[slot]
            }
            var found = [Int](repeating: -1, count: count)
            var item = 0
            while item < store.count, missing > 0 {
                store.tagBytes(item).withUnsafeBufferPointer { bytes in
                    var slot = Self.hash(bytes) & mask
                    while slots[slot] >= 0 {
                        let candidate = Int(slots[slot])
                        if Self.same(tag(candidate), bytes) {
                            if found[candidate] < 0 {
                                found[candidate] = item
                                missing -= 1
                            }
                            return
                        }
                        slot = (slot + 1) & mask
                    }
                }
                item += 1
            }
            return first.map { found[Int($0)] }
        }
    }

    private static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for index in 0..<a.count where a[index] != b[index] { return false }
        return true
    }

    /// FNV-1a over the bytes, as `FNV1a64` hashes, without a generic walk.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
