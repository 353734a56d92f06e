/// One cell to send to the terminal.
public struct CellUpdate: Sendable, Equatable {
    /// Column of the cell.
    public var x: Int
    /// Row of the cell.
    public var y: Int
    /// What to draw there.
    public var cell: Cell
}

extension Buffer {
    /// The cells of `next` that differ from this frame, in screen order. Continuation cells are
    /// left out: the double-width grapheme before them paints them.
    public func diff(_ next: Buffer) -> [CellUpdate] {
        precondition(size == next.size, "diff needs frames of one size")
        var updates: [CellUpdate] = []
        let width = size.width
        for y in 0..<size.height {
            var x = 0
            while x < width {
                let index = y * width + x
                let new = next.cells[index]
                if new != cells[index] {
                    if new.isContinuation {
                        // The wide grapheme before it changed too, or is reported already.
                        if x > 0, updates.last.map({ $0.x != x - 1 || $0.y != y }) ?? true {
                            updates.append(CellUpdate(x: x - 1, y: y, cell: next.cells[index - 1]))
                        }
                    } else {
                        updates.append(CellUpdate(x: x, y: y, cell: new))
                    }
                }
                x += 1
            }
        }
        return updates
    }
}
