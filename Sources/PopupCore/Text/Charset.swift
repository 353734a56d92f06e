/// The character set of the terminal, as the locale names it. UTF-8 unless the locale names
/// another one: `C`, `POSIX`, an unset locale and one without a codeset keep UTF-8, because today's
/// terminals are UTF-8 even where the environment forgot to say so (as fzf and gum assume).
/// In any other, what cannot be encoded is shown as `?` and typed bytes are read in that set.
public enum Charset: String, Sendable, Equatable, CaseIterable {
    case utf8 = "UTF-8"
    case latin1 = "ISO-8859-1"
    case latin9 = "ISO-8859-15"
    case koi8r = "KOI8-R"
    /// 7-bit ASCII, and every codeset this list does not know: nothing above 0x7F is sent.
    case ascii = "ASCII"

    /// The locale's character set, from LC_ALL, else LC_CTYPE, else LANG (the first one set and
    /// not empty, as `setlocale` takes them).
    public static func from(environment: [String: String]) -> Charset {
        let locale = [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]].lazy.compactMap { $0 }.first { !$0.isEmpty }
        return locale.map(named(locale:)) ?? .utf8
    }

    /// The character set a locale name such as `de_DE.ISO-8859-1@euro` names.
    public static func named(locale: String) -> Charset {
        var name = Substring(locale)
        if let at = name.firstIndex(of: "@") { name = name[..<at] }
        guard let dot = name.firstIndex(of: ".") else { return .utf8 }
        return named(codeset: String(name[name.index(after: dot)...]))
    }

    /// The character set a codeset name means, spelt in any of the usual ways.
    public static func named(codeset: String) -> Charset {
        let key = String(codeset.lowercased().filter { $0 != "-" && $0 != "_" })
        switch key {
        case "utf8": return .utf8
        // Windows-1252 is Latin-1 with printable characters where Latin-1 has C1 controls, which are never sent.
        case "iso88591", "iso885911987", "latin1", "l1", "cp1252", "windows1252", "cp819": return .latin1
        case "iso885915", "latin9", "l9": return .latin9
        case "koi8r": return .koi8r
        default: return .ascii
        }
    }

    /// The byte standing for `scalar`, or nil when this set has none. Control bytes are never
    /// mapped above 0x7F (0x80–0x9F would be C1 controls).
    public func byte(for scalar: Unicode.Scalar) -> UInt8? {
        let value = scalar.value
        if value < 0x80 { return UInt8(value) }
        switch self {
        case .utf8, .ascii:
            return nil
        case .latin1:
            return value >= 0xA0 && value <= 0xFF ? UInt8(value) : nil
        case .latin9:
            if let index = Self.latin9Changes.firstIndex(where: { $0.scalar == value }) { return Self.latin9Changes[index].byte }
            if Self.latin9Changes.contains(where: { UInt32($0.byte) == value }) { return nil }
            return value >= 0xA0 && value <= 0xFF ? UInt8(value) : nil
        case .koi8r:
            guard value <= 0xFFFF, let index = Self.koi8rHigh.firstIndex(of: UInt16(value)) else { return nil }
            return UInt8(0x80 + index)
        }
    }

    /// The character a byte read from the terminal stands for; nil for C1 controls and, in ASCII,
    /// for every byte above 0x7F.
    public func scalar(for byte: UInt8) -> Unicode.Scalar? {
        if byte < 0x80 { return Unicode.Scalar(byte) }
        switch self {
        case .utf8, .ascii:
            return nil
        case .latin1:
            return byte >= 0xA0 ? Unicode.Scalar(byte) : nil
        case .latin9:
            if let change = Self.latin9Changes.first(where: { $0.byte == byte }) { return Unicode.Scalar(change.scalar) }
            return byte >= 0xA0 ? Unicode.Scalar(byte) : nil
        case .koi8r:
            return Unicode.Scalar(UInt32(Self.koi8rHigh[Int(byte) - 0x80]))
        }
    }

    /// The byte for one grapheme cluster: its only code point's, or, for a letter and combining
    /// marks (e + U+0301), the byte of the one precomposed character it is canonically equal to.
    public func byte(for character: Character) -> UInt8? {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let only = scalars.first { return byte(for: only) }
        guard self != .utf8, self != .ascii, scalars.count <= 4 else { return nil }
        for byte in UInt8(0xA0)...UInt8(0xFF) {
            if let scalar = scalar(for: byte), Character(scalar) == character { return byte }
        }
        return nil
    }

    /// Text for a line-based terminal: each character as its byte, its ASCII form
    /// (`ASCIIGlyphs`), or `?`. UTF-8 is the text's own bytes.
    public func encode(_ text: String) -> [UInt8] {
        if self == .utf8 { return Array(text.utf8) }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for character in text {
            if let byte = byte(for: ASCIIGlyphs.form(of: character) ?? character) {
                out.append(byte)
            } else {
                out.append(UInt8(ascii: "?"))
            }
        }
        return out
    }

    /// Bytes typed on the terminal as UTF-8, for the input decoder: bytes this set has no
    /// character for are dropped. UTF-8 passes unchanged.
    public func decode(_ bytes: [UInt8]) -> [UInt8] {
        if self == .utf8 || !bytes.contains(where: { $0 >= 0x80 }) { return bytes }
        let text = UTF8Writer.string(capacity: bytes.count * 3) { out in
            for byte in bytes {
                if let scalar = scalar(for: byte) { out.append(scalar.value) }
            }
        }
        return Array(text.utf8)
    }

    /// Where ISO-8859-15 differs from ISO-8859-1: the euro sign, Š š Ž ž Œ œ Ÿ.
    private static let latin9Changes: [(byte: UInt8, scalar: UInt32)] = [
        (0xA4, 0x20AC), (0xA6, 0x0160), (0xA8, 0x0161), (0xB4, 0x017D),
        (0xB8, 0x017E), (0xBC, 0x0152), (0xBD, 0x0153), (0xBE, 0x0178),
    ]

    /// KOI8-R's bytes 0x80–0xFF (RFC 1489): box drawing, then Cyrillic.
    private static let koi8rHigh: [UInt16] = [
        0x2500, 0x2502, 0x250C, 0x2510, 0x2514, 0x2518, 0x251C, 0x2524, 0x252C, 0x2534, 0x253C, 0x2580, 0x2584, 0x2588, 0x258C, 0x2590,
        0x2591, 0x2592, 0x2593, 0x2320, 0x25A0, 0x2219, 0x221A, 0x2248, 0x2264, 0x2265, 0x00A0, 0x2321, 0x00B0, 0x00B2, 0x00B7, 0x00F7,
        0x2550, 0x2551, 0x2552, 0x0451, 0x2553, 0x2554, 0x2555, 0x2556, 0x2557, 0x2558, 0x2559, 0x255A, 0x255B, 0x255C, 0x255D, 0x255E,
        0x255F, 0x2560, 0x2561, 0x0401, 0x2562, 0x2563, 0x2564, 0x2565, 0x2566, 0x2567, 0x2568, 0x2569, 0x256A, 0x256B, 0x256C, 0x00A9,
        0x044E, 0x0430, 0x0431, 0x0446, 0x0434, 0x0435, 0x0444, 0x0433, 0x0445, 0x0438, 0x0439, 0x043A, 0x043B, 0x043C, 0x043D, 0x043E,
        0x043F, 0x044F, 0x0440, 0x0441, 0x0442, 0x0443, 0x0436, 0x0432, 0x044C, 0x044B, 0x0437, 0x0448, 0x044D, 0x0449, 0x0447, 0x044A,
        0x042E, 0x0410, 0x0411, 0x0426, 0x0414, 0x0415, 0x0424, 0x0413, 0x0425, 0x0418, 0x0419, 0x041A, 0x041B, 0x041C, 0x041D, 0x041E,
        0x041F, 0x042F, 0x0420, 0x0421, 0x0422, 0x0423, 0x0416, 0x0412, 0x042C, 0x042B, 0x0417, 0x0428, 0x042D, 0x0429, 0x0427, 0x042A,
    ]
}
