/// The front end by the name popupctl was run as: linked as `whiptail` or `dialog` it reads that
/// tool's arguments and keeps its contract; by any other name, popupctl's own.
public enum FrontEnd {
    public static func run(invokedAs name: String, _ arguments: [String], io: CommandIO) -> Int32 {
        CompatTool(invokedAs: name).map { CompatCommand.run($0, arguments, io: io) } ?? PopupCommand.run(arguments, io: io)
    }
}
