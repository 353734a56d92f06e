/// Bounds applied before any pixel memory is allocated, so hostile headers fail fast.
public struct ImageLimits: Sendable, Equatable {
    /// The widest image accepted, in pixels (default 16384).
    public var maxWidth: Int
    /// The tallest image accepted, in pixels (default 16384).
    public var maxHeight: Int
    /// The most pixels accepted, width × height (default 64 million).
    public var maxPixels: Int
    /// The largest file accepted, in bytes (default 64 MiB).
    public var maxInputBytes: Int

    /// Limits; each defaults to the standard one.
    public init(
        maxWidth: Int = 16384,
        maxHeight: Int = 16384,
        maxPixels: Int = 64_000_000,
        maxInputBytes: Int = 64 << 20
    ) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxPixels = maxPixels
        self.maxInputBytes = maxInputBytes
    }

    /// The defaults: 16384 × 16384 pixels at most, 64 megapixels, 64 MiB of input.
    public static let standard = ImageLimits()

    /// Throws `tooLarge` unless an image of this size, and its RGBA buffer, fit the limits.
    func validate(width: Int, height: Int) throws {
        let (area, areaOverflow) = width.multipliedReportingOverflow(by: height)
        let (_, byteOverflow) = area.multipliedReportingOverflow(by: 8)
        guard width <= maxWidth, height <= maxHeight, !areaOverflow, !byteOverflow, area <= maxPixels else {
            throw ImageError.tooLarge(width: width, height: height)
        }
    }
}
