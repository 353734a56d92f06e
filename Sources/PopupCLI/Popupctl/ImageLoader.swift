import PopupCore

/// `--image`: reads and decodes the picture, or says which file is wrong and how.
enum ImageLoader {
    /// Larger pictures are shrunk straight after decoding: no box is this many columns wide, and
    /// the full-size pixels would only take memory for the life of the dialog.
    static let keptSide = 2048

    static func load(_ source: Invocation.ImageSource, io: CommandIO) throws -> RGBAImage {
        let name: String
        let bytes: [UInt8]
        let limit = ImageLimits.standard.maxInputBytes
        do {
            switch source {
            case .stdin:
                name = "stdin"
                bytes = try io.readStdin("the image", limit: limit)
            case .file(let path):
                name = Excerpt.quoted(path)
                bytes = try io.readFile(path, limit: limit)
            }
        } catch CLIError.unreadable(let what, let reason) {
            throw CLIError.unreadable(what: what == "stdin" ? "the image from stdin" : "the image \(what)", reason: reason)
        }
        do {
            return try ImageDecoder.decode(bytes).shrunk(toFit: keptSide, keptSide)
        } catch let error as ImageError {
            throw CLIError.badImage(source: name, reason: error.description)
        }
    }
}
