/// The kitty graphics protocol commands popupctl uses: send an image once, place it (again) over
/// a cell area, delete it. Every command asks for no reply (`q=2`), so nothing comes back to read.
public enum KittyGraphics {
    /// The most base64 bytes one escape sequence may carry.
    static let chunkSize = 4096

    /// Sends RGBA pixels (`f=32`) under image number `id`, split into chunks as the protocol requires.
    public static func transmit(_ image: RGBAImage, id: UInt32) -> [UInt8] {
        let data = Base64.encode(image.pixels)
        var out: [UInt8] = []
        var offset = 0
        repeat {
            let end = min(data.count, offset + chunkSize)
            let more = end < data.count ? 1 : 0
            let keys = offset == 0 ? "a=t,f=32,s=\(image.width),v=\(image.height),i=\(id),q=2,m=\(more)" : "m=\(more)"
            out += Array("\u{1B}_G\(keys);".utf8) + data[offset..<end] + Array("\u{1B}\\".utf8)
            offset = end
        } while offset < data.count
        return out
    }

    /// Shows image `id` at the cursor, stretched over `columns` × `rows` cells, leaving the cursor
    /// where it is. The one placement number means a later call moves it rather than adding another.
    public static func place(id: UInt32, columns: Int, rows: Int) -> [UInt8] {
        Array("\u{1B}_Ga=p,i=\(id),p=1,c=\(columns),r=\(rows),C=1,q=2\u{1B}\\".utf8)
    }

    /// Takes image `id` off the screen, keeping its data for a later `place`.
    public static func hide(id: UInt32) -> [UInt8] {
        Array("\u{1B}_Ga=d,d=i,i=\(id),q=2\u{1B}\\".utf8)
    }

    /// Takes image `id` off the screen and frees its data.
    public static func delete(id: UInt32) -> [UInt8] {
        Array("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\".utf8)
    }
}
