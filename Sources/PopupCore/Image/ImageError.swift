/// Why an image could not be decoded.
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data starts with no signature this module knows.
    case notAnImage
    /// The data ends before the image does.
    case truncated
    /// A PNG chunk's checksum does not match its data.
    case badCRC(chunk: String)
    /// The zlib/DEFLATE stream is malformed.
    case badDeflate(String)
    /// The declared size exceeds the `ImageLimits` in use.
    case tooLarge(width: Int, height: Int)
    /// The file itself exceeds `ImageLimits.maxInputBytes`.
    case inputTooLarge(bytes: Int)
    /// The compressed data expands beyond the size the header declares.
    case decompressionBomb
    /// A format or feature this module does not read (e.g. ASCII netpbm, an unknown critical PNG chunk).
    case unsupported(String)
    /// The header is malformed or out of range.
    case badHeader(String)
    /// The decompressed pixel data is malformed (bad filter byte, too little data, missing chunk).
    case corrupt(String)

    /// A one-line explanation for error messages.
    public var description: String {
        switch self {
        case .notAnImage:
            return "not a PNG or PNM image"
        case .truncated:
            return "truncated image data"
        case .badCRC(let chunk):
            return "CRC mismatch in \(chunk) chunk"
        case .badDeflate(let reason):
            return "corrupt compressed data: \(reason)"
        case .tooLarge(let width, let height):
            // The case carries no limits, so the message quotes the standard ones.
            let limits = ImageLimits.standard
            return "image too large: \(width)×\(height) pixels "
                + "(limit \(limits.maxWidth)×\(limits.maxHeight), \(limits.maxPixels / 1_000_000) megapixels)"
        case .inputTooLarge(let bytes):
            return "image file too large: \(bytes) bytes"
        case .decompressionBomb:
            return "compressed image data expands beyond its declared size"
        case .unsupported(let what):
            return "unsupported image: \(what)"
        case .badHeader(let reason):
            return "invalid image header: \(reason)"
        case .corrupt(let reason):
            return "corrupt image data: \(reason)"
        }
    }
}
