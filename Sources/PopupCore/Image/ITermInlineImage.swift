/// iTerm2's inline image sequence (also understood by WezTerm): a whole image file, shown over
/// `columns` × `rows` cells.
public enum ITermInlineImage {
    /// The image as a PNG inside OSC 1337. The terminal would move the cursor past the image;
    /// `doNotMoveCursor` asks it not to, and the DECSC/DECRC pair around it puts the cursor back
    /// on terminals that predate that key.
    public static func show(_ image: RGBAImage, columns: Int, rows: Int) -> [UInt8] {
        let png = PNGEncoder.encode(image)
        let keys = "inline=1;size=\(png.count);width=\(columns);height=\(rows);preserveAspectRatio=0;doNotMoveCursor=1"
        return Array("\u{1B}7\u{1B}]1337;File=\(keys):".utf8) + Base64.encode(png) + Array("\u{07}\u{1B}8".utf8)
    }
}
