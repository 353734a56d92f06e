/// Decodes PNG, PGM (P5) and PPM (P6) data into RGBA8, chosen by the file's signature.
public enum ImageDecoder {
    /// Decodes a whole file's bytes; throws `ImageError` when they are no image it reads or exceed `limits`.
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .standard) throws -> RGBAImage {
        guard bytes.count <= limits.maxInputBytes else { throw ImageError.inputTooLarge(bytes: bytes.count) }
        return try bytes.withUnsafeBufferPointer { data in
            let signature = PNGDecoder.signature
            if data.count >= signature.count && data.prefix(signature.count).elementsEqual(signature) {
                return try PNGDecoder.decode(data, limits: limits)
            }
            if data.count >= 4 && data.count < signature.count && data.elementsEqual(signature.prefix(data.count)) {
                throw ImageError.truncated
            }
            if PNMDecoder.matches(data) {
                return try PNMDecoder.decode(data, limits: limits)
            }
            if data.count >= 2 && data[0] == UInt8(ascii: "P") && [0x31, 0x32, 0x33, 0x34, 0x37].contains(data[1]) {
                throw ImageError.unsupported("netpbm format P\(Character(Unicode.Scalar(data[1])))")
            }
            throw ImageError.notAnImage
        }
    }
}
