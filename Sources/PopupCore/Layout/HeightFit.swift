/// The box's rows, band by band, fitted to the screen by a shrink order, then, when a height was
/// asked for, made at least that tall. Only the steps meant for it fit the box to the height asked
/// (a list scrolls); what else does not fit makes the box taller, as far as the screen goes.
struct HeightFit {
    /// One for each `LayoutSection.Kind`, in its order.
    private(set) var sections: [LayoutSection]
    let border: Int
    /// Rows between the top border and the first band, and between the last band and the bottom border.
    private(set) var paddingY: Int
    private(set) var paddingBottom: Int
    /// Rows between two bands that have rows.
    private(set) var gap: Int
    /// Rows the box has beyond its bands, standing empty above `pinned` (see `settle`).
    private(set) var slack = 0
    /// The picture's cells as they are now; nil without one, or once it has been dropped.
    private(set) var picture: Size?
    /// The height the box may take: the screen within the margins, the whole screen once they go.
    private(set) var room: Int
    private let screenHeight: Int
    /// The height asked for: the box is drawn at least this tall when the screen has room (`settle`).
    private let heightLimit: Int?
    private let image: RGBAImage?
    private let pictureColumns: Int

    /// `sections` holds one band of each kind, in any order; `picture` is the picture's natural
    /// cells, `pictureColumns` what it may be as wide as when it is made smaller. `paddingBottom`
    /// nil is `paddingY`.
    init(sections: [LayoutSection], border: Int, paddingY: Int, paddingBottom: Int? = nil, gap: Int = 1, room: Int,
         screenHeight: Int, heightLimit: Int?, image: RGBAImage?, picture: Size?, pictureColumns: Int) {
        self.sections = LayoutSection.Kind.allCases.map { kind in
            sections.first { $0.kind == kind } ?? .whole(kind, 0)
        }
        self.border = border
        self.paddingY = paddingY
        self.paddingBottom = paddingBottom ?? paddingY
        self.gap = gap
        self.room = room
        self.screenHeight = screenHeight
        self.heightLimit = heightLimit
        self.image = image
        self.picture = picture
        self.pictureColumns = pictureColumns
        // The picture only stays if the text, squeezed as far as it goes, still fits beside it
        // (a list's rows are not counted).
        let leastBeside = self.sections.reduce(2 * border) { rows, section in
            [.picture, .listFilter, .list].contains(section.kind) ? rows : rows + section.least
        }
        if picture != nil && leastBeside + self[.picture].least > room {
            self.picture = nil
            self.sections[LayoutSection.Kind.picture.rawValue] = .whole(.picture, 0)
        }
    }

    subscript(kind: LayoutSection.Kind) -> LayoutSection { sections[kind.rawValue] }

    /// The rows of `kind` now.
    func rows(_ kind: LayoutSection.Kind) -> Int { self[kind].rows }

    /// The box's height as it stands.
    var height: Int {
        let separated = sections.filter { $0.kind.isGapped && $0.rows > 0 }.count
        return sections.reduce(2 * border + paddingY + paddingBottom + slack) { $0 + $1.rows } + gap * max(0, separated - 1)
    }

    /// Takes the steps of `order` in turn, each while the box is taller than its room.
    mutating func fit(by order: [ShrinkStep]) {
        for step in order {
            guard let limit = step.room == .heightLimit ? heightLimit : room, height > limit,
                  !step.besidePicture || picture != nil else { continue }
            let excess = height - limit
            switch step.part {
            case .padding:
                paddingY = 0
                paddingBottom = 0
            case .gaps: gap = 0
            case .margins: room = max(1, screenHeight)
            case .section(let kind): shrink(kind, to: step.floor, by: excess)
            }
        }
    }

    /// Makes the fitted box as tall as the height asked for, as far as its room goes: the rows it
    /// lacks go to `filling` when that band has rows, else they stand empty above `pinned` (or
    /// below the last band, without one).
    mutating func settle(filling: LayoutSection.Kind?, pinned: LayoutSection.Kind?) {
        guard let heightLimit else { return }
        let lacking = max(0, min(heightLimit, room) - height)
        guard lacking > 0 else { return }
        if let filling, rows(filling) > 0 {
            sections[filling.rawValue].rows += lacking
        } else {
            slack = lacking
            self.pinned = pinned
        }
    }

    /// The band the slack stands above; nil: below the last band.
    private var pinned: LayoutSection.Kind?

    private mutating func shrink(_ kind: LayoutSection.Kind, to floor: ShrinkStep.Floor, by excess: Int) {
        var section = self[kind]
        let least: Int
        switch floor {
        case .rows(let rows): least = rows
        case .least: least = section.least
        case .nothing: least = 0
        }
        guard section.rows > least else { return }
        let rows = max(least, section.rows - excess)
        if kind == .picture, let image {
            // Fewer rows make a narrower picture, its shape kept; it may come out shorter still.
            picture = ImageFit.cells(for: image, columns: pictureColumns, maxRows: rows)
            section.rows = picture?.height ?? 0
        } else {
            section.rows = rows
        }
        sections[kind.rawValue] = section
    }

    /// The row `kind` starts on, the bands stacked from row `top` (the picture sits above them,
    /// outside the padding).
    func top(of kind: LayoutSection.Kind, stackedFrom top: Int) -> Int {
        let above = sections.prefix(kind.rawValue).reduce(top) { row, section in
            section.kind == .picture ? row : row + section.rows + (section.kind.isGapped && section.rows > 0 ? gap : 0)
        }
        guard slack > 0, let pinned, kind.rawValue >= pinned.rawValue else { return above }
        // The gap that would have stood above the pinned band stands above the slack instead.
        return above + slack
    }
}
