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
    /// left out: the wide grapheme they belong to paints them. After a cluster terminals may draw
    /// wider than counted (`WidthAgreement`), the cells it may have spilt over are sent too.
    public func diff(_ next: Buffer) -> [CellUpdate] {
        precondition(size == next.size, "diff needs frames of one size")
        var updates: [CellUpdate] = []
        let width = size.width
        for y in 0..<size.height {
            var x = 0
            var repaintEnd = 0
            while x < width {
                let index = y * width + x
                let new = next.cells[index]
                if new != cells[index] || x < repaintEnd {
                    if new.isContinuation {
                        // The wide grapheme it belongs to changed too, or is reported already.
                        var head = x - 1
                        while head > 0 && next.cells[y * width + head].isContinuation { head -= 1 }
                        if head >= 0, updates.last.map({ $0.x != head || $0.y != y }) ?? true {
                            updates.append(CellUpdate(x: head, y: y, cell: next.cells[y * width + head]))
                        }
                    } else {
                        updates.append(CellUpdate(x: x, y: y, cell: new))
                        if !WidthAgreement.isSettled(new.grapheme) {
                            repaintEnd = max(repaintEnd, x + WidthAgreement.widestSpan(of: new.grapheme))
                        }
                    }
                }
                x += 1
            }
        }
        return updates
    }
}
