/// FNV-1a, 64 bits: the same bytes give the same value on every machine and in every run (unlike
/// `Hasher`, which is seeded per process), so a fingerprint written today still matches tomorrow.
/// A fingerprint tells questions apart; it is no defence against someone forging one.
public struct FNV1a64: Sendable, Equatable {
    /// The hash of everything added so far.
    public private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    /// The hash of nothing: FNV-1a's offset basis.
    public init() {}

    /// Adds bytes.
    public mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var hash = value
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        value = hash
    }

    /// Adds a text and then a byte UTF-8 never holds, so ("ab", "c") and ("a", "bc") differ.
    public mutating func add(field text: String) {
        add(text.utf8)
        add(CollectionOfOne(0xFF))
    }

    /// The value as 16 lowercase hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
