/// Reads JSON text (RFC 8259) a token at a time over its bytes: the one reader under
/// `JSONParser` (whole values) and readers that keep what they read compactly (an answer line's
/// items: millions of tags, each its bytes, not an object).
struct JSONScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index >= bytes.count }

    /// The byte at the reading position, nil at the end.
    var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    func failure(_ message: String) -> JSONParser.Failure {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONParser.Failure(message: message, line: line, column: column)
    }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// Nothing but space may follow the value read.
    mutating func finish() throws(JSONParser.Failure) {
        skipSpace()
        guard atEnd else { throw failure(next == 0 ? "a NUL byte after the JSON value" : "unexpected text after the JSON value") }
    }

    mutating func expect(_ literal: String) throws(JSONParser.Failure) {
        for byte in literal.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw failure("expected '\(literal)'") }
            index += 1
        }
    }

    /// Any value, as a tree.
    mutating func value(depth: Int) throws(JSONParser.Failure) -> JSONValue {
        guard depth < JSONParser.maxDepth else { throw failure("nested too deeply") }
        guard let byte = next else { throw failure("unexpected end of JSON") }
        switch byte {
        case UInt8(ascii: "{"):
            try openObject()
            var members: [(String, JSONValue)] = []
            var keys: Set<String> = []
            while let key = try nextMember(keys: &keys) { members.append((key, try value(depth: depth + 1))) }
            return .object(members)
        case UInt8(ascii: "["):
            try openArray()
            var items: [JSONValue] = []
            while try nextElement(after: items.count) { items.append(try value(depth: depth + 1)) }
            return .array(items)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try expect("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expect("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expect("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try number())
        case 0:
            throw failure("a NUL byte")
        default:
            throw failure("unexpected character")
        }
    }

    /// Past the `{` of an object.
    mutating func openObject() throws(JSONParser.Failure) {
        guard next == UInt8(ascii: "{") else { throw failure("expected '{'") }
        index += 1
        skipSpace()
    }

    /// The next member's key (its value is read next), or nil past the object's `}`. `keys`
    /// holds the keys met so far: a repeated one is refused.
    mutating func nextMember(keys: inout Set<String>) throws(JSONParser.Failure) -> String? {
        skipSpace()
        if keys.isEmpty, next == UInt8(ascii: "}") {
            index += 1
            return nil
        }
        if !keys.isEmpty {
            guard let byte = next else { throw failure("unexpected end of JSON") }
            if byte == UInt8(ascii: "}") {
                index += 1
                return nil
            }
            guard byte == UInt8(ascii: ",") else { throw failure("expected ',' or '}'") }
            index += 1
            skipSpace()
        }
        guard next == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
        let key = try string()
        guard keys.insert(key).inserted else { throw failure("duplicate key \(Excerpt.quoted(key))") }
        skipSpace()
        try expect(":")
        skipSpace()
        return key
    }

    /// Past the `[` of an array.
    mutating func openArray() throws(JSONParser.Failure) {
        guard next == UInt8(ascii: "[") else { throw failure("expected '['") }
        index += 1
        skipSpace()
    }

    /// Whether another element follows (it is read next), after `count` elements of this array;
    /// false past the array's `]`.
    mutating func nextElement(after count: Int) throws(JSONParser.Failure) -> Bool {
        skipSpace()
        guard let byte = next else { throw failure("unexpected end of JSON") }
        if byte == UInt8(ascii: "]") {
            index += 1
            return false
        }
        if count > 0 {
            guard byte == UInt8(ascii: ",") else { throw failure("expected ',' or ']'") }
            index += 1
            skipSpace()
        }
        return true
    }

    /// A string, as text (bytes that are not UTF-8 as U+FFFD).
    mutating func string() throws(JSONParser.Failure) -> String {
        var text: [UInt8] = []
        try string(into: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends a string's bytes to `out`, its escapes decoded (a lone surrogate as U+FFFD), its
    /// other bytes as they are.
    mutating func string(into out: inout [UInt8]) throws(JSONParser.Failure) {
        guard next == UInt8(ascii: "\"") else { throw failure("expected a string") }
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var value = try hex4()
                    if (0xD800...0xDBFF).contains(value), index + 1 < bytes.count,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        if (0xDC00...0xDFFF).contains(low) {
                            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        }
                    }
                    out.append(contentsOf: String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8)
                default:
                    throw failure("bad escape in string")
                }
            case 0x00:
                throw failure("a NUL byte in string")
            case 0x01..<0x20:
                throw failure("control character in string")
            default:
                out.append(byte)
            }
        }
        throw failure("unterminated string")
    }

    private mutating func hex4() throws(JSONParser.Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("bad \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            index += 1
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("bad \\u escape")
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    mutating func number() throws(JSONParser.Failure) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        while index < bytes.count, "0123456789.eE+-".utf8.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw failure("bad number \(Excerpt.quoted(text))") }
        return value
    }
}
