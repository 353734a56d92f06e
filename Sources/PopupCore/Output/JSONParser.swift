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
        try parse(Array(text.utf8))
    }

    /// The same, from the bytes of the text.
    public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var scanner = JSONScanner(bytes)
        scanner.skipSpace()
        let value = try scanner.value(depth: 0)
        try scanner.finish()
        return value
    }
}
