/// The greedy wrap of one paragraph, fed its grapheme clusters in order as byte ranges: breaks at
/// spaces, breaks a word wider than the line between clusters, keeps a paragraph's first
/// indentation. Every line is a run of the paragraph's bytes, cut from it once.
struct LineFill: ClusterSink {
    let text: String
    let width: Int
    private(set) var lines: [String] = []
    /// Columns of the whole paragraph.
    private(set) var total = 0

    private var lineStart = 0
    private var lineEnd = 0
    private var lineWidth = 0
    private var lineIsEmpty = true
    private var atParagraphStart = true
    // The word being read: its spaces before, where it starts, its width, and where each of its
    // clusters ends with its width (for a word that must be broken).
    private var spaces = 0
    private var wordStart = 0
    private var wordWidth = 0
    private var pieces: [(end: Int, width: Int)] = []

    init(text: String, width: Int) {
        self.text = text
        self.width = width
    }

    mutating func take(start: Int, end: Int, width clusterWidth: Int, isSpace: Bool) {
        total += clusterWidth
        if isSpace {
            if !pieces.isEmpty {
                placeWord()
                pieces.removeAll(keepingCapacity: true)
                spaces = 0
                wordWidth = 0
            }
            spaces += 1
        } else {
            if pieces.isEmpty { wordStart = start }
            pieces.append((end, clusterWidth))
            wordWidth += clusterWidth
        }
    }

    /// Places the last word and ends the last line.
    mutating func finish() {
        if !pieces.isEmpty { placeWord() }
        emit()
    }

    private mutating func emit() {
        // Byte offsets of a native String index it directly; the copy needs no validating.
        let utf8 = text.utf8
        lines.append(lineIsEmpty ? "" : String(text[utf8.index(utf8.startIndex, offsetBy: lineStart)..<utf8.index(utf8.startIndex, offsetBy: lineEnd)]))
        lineWidth = 0
        lineIsEmpty = true
    }

    private mutating func placeWord() {
        let wordEnd = pieces.last?.end ?? wordStart
        if lineWidth > 0 && lineWidth + spaces + wordWidth <= width {
            lineEnd = wordEnd
            lineWidth += spaces + wordWidth
            return
        }
        if lineWidth > 0 { emit() }
        // Indentation survives only on a paragraph's first line; a break swallows its spaces.
        let indent = atParagraphStart && spaces + wordWidth <= width ? spaces : 0
        atParagraphStart = false
        if indent + wordWidth <= width {
            lineStart = wordStart - indent
            lineEnd = wordEnd
            lineWidth = indent + wordWidth
            lineIsEmpty = false
            return
        }
        lineIsEmpty = true
        lineWidth = 0
        var pieceStart = wordStart
        for piece in pieces {
            if lineWidth + piece.width > width && lineWidth > 0 { emit() }
            if lineIsEmpty {
                lineStart = pieceStart
                lineIsEmpty = false
            }
            lineEnd = piece.end
            lineWidth += piece.width
            pieceStart = piece.end
        }
    }
}
