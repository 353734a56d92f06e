/// One step of fitting the box to a short screen: what gives up rows, how far, and to what height.
struct ShrinkStep: Equatable {
    /// What gives up rows.
    enum Part: Equatable {
        /// A band, down to the step's floor.
        case section(LayoutSection.Kind)
        /// The padding above and below the content, all of it.
        case padding
        /// The gaps between bands, all of them.
        case gaps
        /// The margins above and below the box: from then on it may take the whole screen height.
        case margins
    }

    /// How far a band gives way.
    enum Floor: Equatable {
        /// Down to this many rows (a band already at or below them gives none).
        case rows(Int)
        /// Down to the fewest it still shows itself in (`LayoutSection.least`).
        case least
        /// All of it.
        case nothing
    }

    /// The height the box is fitted to.
    enum Room: Equatable {
        /// The screen, within the margins while they stay.
        case screen
        /// The height the script asked for (`Dialog.heightLimit`); no step when it asked none.
        case heightLimit
    }

    let part: Part
    let floor: Floor
    let room: Room
    /// The step is taken only while the box keeps a picture.
    let besidePicture: Bool

    /// A band gives up rows, down to `floor`.
    static func section(_ kind: LayoutSection.Kind, to floor: Floor, within room: Room = .screen,
                        besidePicture: Bool = false) -> ShrinkStep {
        ShrinkStep(part: .section(kind), floor: floor, room: room, besidePicture: besidePicture)
    }

    static let padding = ShrinkStep(part: .padding, floor: .nothing, room: .screen, besidePicture: false)
    static let gaps = ShrinkStep(part: .gaps, floor: .nothing, room: .screen, besidePicture: false)
    static let margins = ShrinkStep(part: .margins, floor: .nothing, room: .screen, besidePicture: false)
}
