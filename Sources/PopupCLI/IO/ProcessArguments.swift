import PopupKit

/// The command's arguments, read in the locale's character set: a title typed on a Latin-1
/// terminal arrives as Latin-1 bytes, which read as UTF-8 would be only replacement characters.
public enum ProcessArguments {
    /// The arguments after the program name.
    public static func current(environment: [String: String]) -> [String] {
        let charset = Charset.from(environment: environment)
        guard charset != .utf8 else { return Array(CommandLine.arguments.dropFirst()) }
        return (1..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            var length = 0
            while argument[length] != 0 { length += 1 }
            let bytes = UnsafeRawBufferPointer(start: argument, count: length)
            return String(decoding: charset.decode(Array(bytes)), as: UTF8.self)
        }
    }
}
