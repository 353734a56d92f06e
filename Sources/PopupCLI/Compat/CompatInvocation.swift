/// A whiptail or dialog command line as read: what to do, and the boxes to show one after another
/// (dialog's chain: `--and-widget`, or a box's options straight after the box before; whiptail's
/// one box).
struct CompatInvocation: Equatable {
    enum Action: Equatable { case show, help, version, printMaxSize, printVersion, nothing }

    /// How a box follows the one before it.
    enum Join: Equatable {
        /// The first box.
        case first
        /// After `--and-widget`: shown unless the one before was dismissed (Esc, a timeout).
        case andWidget
        /// After the box before, with no `--and-widget`: shown only when that one ended with OK.
        case plain
    }

    /// What is written to the result descriptor before a box, as dialog meets it among the options.
    enum Notice: Equatable { case maxSize, version }

    /// One box of the run, or the error dialog stops with when it gets there (an argument error
    /// after the first box is only met once the boxes before it have been shown).
    struct Step: Equatable {
        var join: Join
        var box: Result<CompatRequest, CompatError>
        var notices: [Notice] = []
    }

    /// The tool whose command line it is.
    var profile: ToolProfile
    var action = Action.show
    var steps: [Step] = []
    /// Where the results go: the last --output-fd, --stdout or --stderr (stderr unless told).
    var outputFD: Int32 = 2
    /// What is written to stderr first (dialog's --args).
    var notes = ""

    /// The one box of a command line that has one (every whiptail one), or its first error.
    var firstBox: CompatRequest {
        get throws {
            guard let first = steps.first else { throw CompatError.usage("no box option given") }
            return try first.box.get()
        }
    }
}
