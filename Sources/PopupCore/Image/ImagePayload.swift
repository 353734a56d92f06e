extension RGBAImage {
    /// The image made smaller, its shape kept, until it fits `maxWidth` × `maxHeight`; never enlarged.
    public func shrunk(toFit maxWidth: Int, _ maxHeight: Int) -> RGBAImage {
        let maxWidth = max(1, maxWidth)
        let maxHeight = max(1, maxHeight)
        guard width > maxWidth || height > maxHeight else { return self }
        // The larger of the two reductions decides.
        if width * maxHeight > height * maxWidth {
            return scaled(width: maxWidth, height: max(1, height * maxWidth / width))
        }
        return scaled(width: max(1, width * maxHeight / height), height: maxHeight)
    }

    /// The pixels to send to a terminal image protocol for a picture over `cells`: at most about
    /// 10 × 20 pixels a cell (a common font cell; the terminal scales the rest of the way), and
    /// with transparent parts blended over the box's background when it is known.
    public func payload(cells: Size, background: Color) -> RGBAImage {
        let image = shrunk(toFit: cells.width * 10, cells.height * 20)
        guard let backdrop = background.rgbValue else { return image }
        return image.composited(over: backdrop)
    }
}
