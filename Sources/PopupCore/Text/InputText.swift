/// Bytes read from a file or stdin (a message, a theme file, a spec, a button list) as text.
public enum InputText {
    /// UTF-8, invalid sequences shown as U+FFFD, and a leading byte-order mark dropped: editors
    /// on Windows write one, and it is no part of the text.
    public static func decode(_ bytes: [UInt8]) -> String {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        return String(decoding: bytes.starts(with: bom) ? bytes[3...] : bytes[...], as: UTF8.self)
    }
}
