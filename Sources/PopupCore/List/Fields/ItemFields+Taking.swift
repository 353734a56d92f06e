extension ItemFields {
    /// The bytes of `line` that `selection` takes, joined as they were: what fzf's `--accept-nth`
    /// prints for a picked line (each field taken but the last keeps its delimiter or blanks).
    public func taking(_ selection: FieldSelection, from line: [UInt8]) -> [UInt8] {
        line.withUnsafeBufferPointer { text in
            select(selection, in: text).flatMap { Array(text[$0]) }
        }
    }
}
