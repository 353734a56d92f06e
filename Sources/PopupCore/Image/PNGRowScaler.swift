/// A PNG too large to hold whole, decoded row by row as the inflater hands its bytes on and
/// scaled down as it goes: each pixel is added into the box of the smaller picture it falls in
/// (alpha-weighted, as `ImageScaler` averages), in whatever order Adam7 delivers the pixels. Holds
/// two scanlines and the sums of the smaller picture, never the large one.
struct PNGRowScaler {
    /// A picture wider or taller than this many pixels is scaled down while it is decoded: no
    /// terminal shows more (1000 columns of half blocks), and memory stays bounded for any size.
    static let largestSide = 1024

    private let header: PNGHeader
    private let expander: PNGPixelExpander
    private let factor: Int
    /// The smaller picture's size.
    let width: Int
    let height: Int
    /// Per pixel of the smaller picture: red, green and blue times alpha, alpha, and the count.
    private var sums: [UInt32]
    private var pass = 0
    private var rowInPass = 0
    private var row: [UInt8] = []
    private var filled = 0
    private var previous: [UInt8] = []
    private var expanded: [UInt8] = []
    /// Every scanline has been read.
    private(set) var isComplete = false

    /// Nil when the picture is small enough to decode whole.
    init?(header: PNGHeader, expander: PNGPixelExpander) {
        let side = Self.largestSide
        guard header.width > side || header.height > side else { return nil }
        self.header = header
        self.expander = expander
        factor = max((header.width + side - 1) / side, (header.height + side - 1) / side)
        width = (header.width + factor - 1) / factor
        height = (header.height + factor - 1) / factor
        sums = [UInt32](repeating: 0, count: width * height * 5)
        startPass()
    }

    /// Takes the next inflated bytes: scanlines, each its filter type then its bytes.
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        var index = 0
        while index < bytes.count {
            guard !isComplete else { throw ImageError.corrupt("too much image data") }
            let take = min(row.count - filled, bytes.count - index)
            row.withUnsafeMutableBufferPointer { target in
                _ = UnsafeMutableBufferPointer(rebasing: target[filled..<(filled + take)])
                    .initialize(from: UnsafeBufferPointer(rebasing: bytes[index..<(index + take)]))
            }
            filled += take
            index += take
            if filled == row.count { try finishRow() }
        }
    }

    /// The smaller picture, once every scanline has been fed.
    func image() -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for pixel in 0..<(width * height) {
            let alpha = sums[pixel * 5 + 3]
            let count = max(1, sums[pixel * 5 + 4])
            pixels[pixel * 4 + 3] = UInt8((alpha + count / 2) / count)
            guard alpha > 0 else { continue }
            for channel in 0..<3 {
                pixels[pixel * 4 + channel] = UInt8(min(255, (sums[pixel * 5 + channel] + alpha / 2) / alpha))
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Moves to the next pass that has pixels; complete after the last.
    private mutating func startPass() {
        let passes = header.passes
        while pass < passes.count {
            let columns = passes[pass].columns(in: header.width)
            if columns > 0 && passes[pass].rows(in: header.height) > 0 {
                let bytes = header.rowBytes(columns: columns)
                row = [UInt8](repeating: 0, count: bytes + 1)
                previous = [UInt8](repeating: 0, count: bytes)
                expanded = [UInt8](repeating: 0, count: columns * 4)
                filled = 0
                rowInPass = 0
                return
            }
            pass += 1
        }
        isComplete = true
    }

    private mutating func finishRow() throws {
        let current = header.passes[pass]
        let columns = current.columns(in: header.width)
        let count = row.count - 1
        let stride = header.filterStride
        try row.withUnsafeMutableBufferPointer { line in
            try previous.withUnsafeMutableBufferPointer { above in
                guard let base = line.baseAddress, let prior = above.baseAddress else { return }
                try PNGFilter.unfilter(base[0], row: base + 1, previous: UnsafePointer(prior), count: count, stride: stride)
                prior.update(from: base + 1, count: count)
                expanded.withUnsafeMutableBufferPointer { pixels in
                    guard let target = pixels.baseAddress else { return }
                    expander.expand(row: UnsafePointer(prior), count: columns, into: target, step: 4)
                }
            }
        }
        let y = (current.y0 + rowInPass * current.dy) / factor
        for column in 0..<columns {
            let x = (current.x0 + column * current.dx) / factor
            let box = (y * width + x) * 5
            let alpha = UInt32(expanded[column * 4 + 3])
            sums[box] &+= UInt32(expanded[column * 4]) * alpha
            sums[box + 1] &+= UInt32(expanded[column * 4 + 1]) * alpha
            sums[box + 2] &+= UInt32(expanded[column * 4 + 2]) * alpha
            sums[box + 3] &+= alpha
            sums[box + 4] &+= 1
        }
        filled = 0
        rowInPass += 1
        if rowInPass == current.rows(in: header.height) {
            pass += 1
            startPass()
        }
    }
}
