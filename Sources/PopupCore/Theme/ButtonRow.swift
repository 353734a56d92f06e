/// How buttons side by side share their row.
public enum ButtonRow: Sendable, Equatable {
    /// popupctl's own: one or two buttons centred in equal halves, more close together in the middle.
    case balanced
    /// Each button owns a slot of so many columns (in order; a button past the list takes the
    /// last one), the slots spread across the inside of the border with equal gaps before,
    /// between and after them, each label starting one column into its slot.
    case slots([Int])
    /// Every label padded to the widest (at least `minimum` columns, one less when the widest is
    /// odd, so that it centres evenly), and the buttons stepped across the box: the columns
    /// they leave split in as many gaps as buttons and three, the first button two gaps in from
    /// the box's edge, each next one a gap and a button's average width on. On a narrow box the
    /// gaps are the columns left split once more than there are buttons, one gap in, at least one.
    case stepped(minimum: Int)
}
