/// Bytes read from a file or stdin (a message, a theme file, a spec, a button list) as text.
public enum InputText {
    /// U+FEFF in UTF-8, which Windows editors put first: no part of the text (nor of a list's first item).
    public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// UTF-8, invalid sequences shown as U+FFFD, and a leading byte-order mark dropped: editors
    /// on Windows write one, and it is no part of the text.
    public static func decode(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.starts(with: byteOrderMark) ? bytes[byteOrderMark.count...] : bytes[...], as: UTF8.self)
    }
}
