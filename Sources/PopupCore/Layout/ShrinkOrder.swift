extension Layout {
    /// The order in which the box gives up rows when the screen is short. Each step is taken only
    /// while the box is still too tall, and takes no more rows than it must.
    static let shrinkOrder: [ShrinkStep] = [
        // Within the height asked for: a list, the content and a progress box's output scroll to keep to it.
        .section(.list, to: .rows(minimumListRows), within: .heightLimit),
        .section(.content, to: .least, within: .heightLimit),
        .section(.progress, to: .least, within: .heightLimit),
        // The output's tail, down to its last few lines, before the box loses its padding.
        .section(.progress, to: .least),
        .padding,
        // A list scrolls: it gives up rows first, down to a few; then its header, to a line.
        .section(.list, to: .rows(minimumListRows)),
        .section(.listHeader, to: .least),
        .section(.content, to: .least),
        .section(.message, to: .rows(messageRowsBesidePicture), besidePicture: true),
        .section(.picture, to: .least),
        .section(.message, to: .least),
        .gaps,
        .section(.buttons, to: .least),
        .section(.title, to: .least),
        .section(.list, to: .least),
        // The last line of the message goes only after the margins.
        .margins,
        .section(.message, to: .nothing),
    ]

    /// A list squeezed by a short screen keeps this many rows while anything else can give way.
    static let minimumListRows = 3
    /// A picture shrunk to fit shows at least this many rows (or all of a shorter one), else not at all.
    static let minimumPictureRows = 3
    /// A long message scrolls in this many rows before the picture gives up any of its own.
    static let messageRowsBesidePicture = 3
}
