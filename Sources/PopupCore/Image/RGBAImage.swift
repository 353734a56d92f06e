/// An 8-bit RGBA image: row-major, four bytes per pixel (r, g, b, a), alpha not premultiplied.
public struct RGBAImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes.
    public var pixels: [UInt8]

    /// Negative sizes become 0, and `pixels` is padded with transparent black or cut to
    /// `width * height * 4` bytes, so pixel access can never run past the buffer.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        let w = max(0, width)
        let h = max(0, height)
        let (area, areaOverflow) = w.multipliedReportingOverflow(by: h)
        let (byteCount, byteOverflow) = area.multipliedReportingOverflow(by: 4)
        guard !areaOverflow, !byteOverflow else {
            self.width = 0
            self.height = 0
            self.pixels = []
            return
        }
        self.width = w
        self.height = h
        var buffer = pixels
        if buffer.count > byteCount {
            buffer.removeSubrange(byteCount...)
        } else if buffer.count < byteCount {
            buffer.append(contentsOf: repeatElement(0, count: byteCount - buffer.count))
        }
        self.pixels = buffer
    }

    /// The pixel at (x, y); transparent black outside the image.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let index = (y * width + x) * 4
        guard index + 3 < pixels.count else { return (0, 0, 0, 0) }
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }
}
