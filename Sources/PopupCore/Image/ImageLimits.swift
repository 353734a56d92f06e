/// Bounds applied before any pixel memory is allocated, so hostile headers fail fast.
public struct ImageLimits: Sendable, Equatable {
    public var maxWidth: Int
    public var maxHeight: Int
    public var maxPixels: Int
    public var maxInputBytes: Int

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
