/// A strict JSON parser (RFC 8259) into `JSONValue`, keeping object keys in order.
public enum JSONParser {
    /// Why the text is not JSON, and where.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// What is wrong, in words.
        public var message: String
        /// The line of the problem, from 1.
        public var line: Int
        /// The column of the problem, from 1, counting characters.
        public var column: Int
        /// "line L, column C: message", for error messages.
        public var description: String { "line \(line), column \(column): \(message)" }
    }

    static let maxDepth = 64

    /// Parses one JSON value filling the whole text (spaces aside); throws `Failure` on anything else.
    public static func parse(_ text: String) throws(Failure) -> JSONValue {
        var reader = Reader(bytes: Array(text.utf8))
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.atEnd else { throw reader.failure("unexpected text after the JSON value") }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index >= bytes.count }

        func failure(_ message: String) -> Failure {
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
            return Failure(message: message, line: line, column: column)
        }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func expect(_ literal: String) throws(Failure) {
            for byte in literal.utf8 {
                guard index < bytes.count, bytes[index] == byte else { throw failure("expected '\(literal)'") }
                index += 1
            }
        }

        mutating func value(depth: Int) throws(Failure) -> JSONValue {
            guard depth < JSONParser.maxDepth else { throw failure("nested too deeply") }
            guard index < bytes.count else { throw failure("unexpected end of JSON") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
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
            default:
                throw failure("unexpected character")
            }
        }

        mutating func object(depth: Int) throws(Failure) -> JSONValue {
            index += 1
            var members: [(String, JSONValue)] = []
            var keys: Set<String> = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
                let key = try string()
                guard keys.insert(key).inserted else { throw failure("duplicate key \(Excerpt.quoted(key))") }
                skipSpace()
                try expect(":")
                skipSpace()
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                guard index < bytes.count else { throw failure("unexpected end of JSON") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                } else {
                    throw failure("expected ',' or '}'")
                }
            }
        }

        mutating func array(depth: Int) throws(Failure) -> JSONValue {
            index += 1
            var items: [JSONValue] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw failure("unexpected end of JSON") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(items)
                } else {
                    throw failure("expected ',' or ']'")
                }
            }
        }

        mutating func string() throws(Failure) -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            func flush() {
                if !run.isEmpty {
                    scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                    run.removeAll()
                }
            }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    flush()
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush()
                    guard index < bytes.count else { break }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""): scalars.append("\"")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "/"): scalars.append("/")
                    case UInt8(ascii: "b"): scalars.append("\u{08}")
                    case UInt8(ascii: "f"): scalars.append("\u{0C}")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
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
                        scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                    default:
                        throw failure("bad escape in string")
                    }
                case 0x00..<0x20:
                    throw failure("control character in string")
                default:
                    run.append(byte)
                }
            }
            throw failure("unterminated string")
        }

        mutating func hex4() throws(Failure) -> UInt32 {
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

        mutating func number() throws(Failure) -> Double {
            let start = index
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            while index < bytes.count, "0123456789.eE+-".utf8.contains(bytes[index]) { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let value = Double(text), value.isFinite else { throw failure("bad number \(Excerpt.quoted(text))") }
            return value
        }
    }
}
