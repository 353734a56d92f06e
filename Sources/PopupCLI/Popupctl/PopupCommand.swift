import PopupCore
import PopupKit

/// popupctl's own command (`PopupctlDialect`): its limits, and its command line run alone, as
/// `FrontEnd` runs it by any name but whiptail's and dialog's.
public enum PopupCommand {
    /// Largest message read from stdin or a file.
    public static let maxInputBytes = 64 << 20
    /// The screen `--preview` draws on when `--size` is not given.
    public static let previewSize = Size(width: 80, height: 24)

    /// The exit status of popupctl's own command line.
    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        PopupctlDialect().run(arguments, io: io)
    }
}
