/// A part of the dialog that draws itself into an area of the buffer, as ratatui's widgets do: it
/// holds what it shows and how it looks, and knows nothing of the box around it, so that the
/// renderer only says where each part goes.
protocol Widget {
    func render(into buffer: inout Buffer, area: Rect)
}
