/// How many cells a picture takes at a given width, its aspect ratio kept.
///
/// A cell is about twice as tall as it is wide and a half block shows two pixels in it, one
/// above the other, so a cell row holds two pixel rows of a picture drawn with square pixels.
public enum ImageFit {
    /// The picture `columns` wide: rows = ⌈columns · h / w / 2⌉. When that is more than
    /// `maxRows`, it gets `maxRows` rows and as many columns as keep its shape, at least one:
    /// a very tall picture shows as a thin strip rather than vanishing.
    public static func cells(for image: RGBAImage, columns: Int, maxRows: Int) -> Size? {
        guard image.width > 0, image.height > 0, columns > 0, maxRows > 0 else { return nil }
        let rows = (columns * image.height + 2 * image.width - 1) / (2 * image.width)
        if rows <= maxRows { return Size(width: columns, height: max(1, rows)) }
        let narrower = (2 * maxRows * image.width + image.height / 2) / image.height
        return Size(width: min(columns, max(1, narrower)), height: maxRows)
    }
}
