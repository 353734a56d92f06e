import PopupCore
import PopupKit
import PopupTTY

/// Unattended answers and their recording, for every dialect (popupctl, whiptail, dialog).
/// A dialect that has a Popup (its Dialog) and, once it ended, an Outcome makes two calls:
///
///     // 1. Before showing: the next line of --answer-file / POPUPCTL_ANSWER_FILE (matched
///     //    against the dialog), else --answer / POPUPCTL_ANSWER; nil: ask a person.
///     let given = GivenAnswer(answer: flag, values: flags, items: flags, file: flag, environment: env)
///     if let outcome = try Answers.unattended(popup, given: given, io: io) { … draw nothing … }
///
///     // 0. Before anything is asked or run: the recording can be written, and is not the replay.
///     try Answers.checkRecording(given: given, io: io)
///
///     // 2. After it ended (shown, plain, answered, --no-wait with outcome nil, a progress box's
///     //    outcome), before printing the result: one JSON line to POPUPCTL_RECORD when set.
///     try Answers.record(popup.dialog, outcome, status: status, io: io)
///
/// Both throw CLIError (exit 125, one line naming the file and line).
public enum Answers {
    /// How `popup` is answered without asking anyone, or nil when it is not.
    public static func unattended(_ popup: Popup, given: GivenAnswer, io: CommandIO) throws -> Answered? {
        if let path = given.file { return try AnswerFile.take(from: path, for: popup, io: io) }
        let dialog = popup.dialog
        let values = given.values ?? []
        let items = given.items.map(ItemTags.init)
        if let answer = given.answer { return Answered(try popup.answer(answer, values: values, tags: items)) }
        // Items named and no button: the one that takes the pick.
        if given.items != nil, dialog.list != nil { return Answered(try popup.answer(index: dialog.submitButton, values: values, tags: items)) }
        return nil
    }

    /// Appends the line that records how `dialog` ended to POPUPCTL_RECORD, when set; `outcome`
    /// nil for a dialog only shown (`--no-wait`), `status` the exit status the dialect gives.
    /// `query`: the one a list ended with, when it was typed over.
    public static func record(_ dialog: Dialog, _ outcome: Outcome?, status: Int32, query: String? = nil, io: CommandIO) throws {
        guard let path = recordPath(io.environment) else { return }
        let keepSecrets = io.environment["POPUPCTL_RECORD_SECRETS"] == "1"
        let line = AnswerRecord.line(dialog, outcome, status: status, keepSecrets: keepSecrets, query: query).text + "\n"
        try append(Array(line.utf8), to: path)
    }

    /// Fails when POPUPCTL_RECORD is set and cannot be appended to (creating it if need be: a
    /// regular file of ours, never through a link), or is the answer file `given` replays, by
    /// any spelling or link (the same device and inode): each line recorded would lengthen the
    /// replay. Called before anything is asked or run, so no one answers a question whose answer
    /// is then lost.
    public static func checkRecording(given: GivenAnswer, io: CommandIO) throws {
        // A relative path in the environment is found from each dialog's directory: a script
        // that changes directory would record into two files, or replay from two.
        for variable in ["POPUPCTL_RECORD", "POPUPCTL_ANSWER_FILE"] {
            if let path = io.environment[variable], !path.isEmpty, !path.hasPrefix("/") {
                throw CLIError.relativeAnswerPath(variable: variable, path: path)
            }
        }
        guard let path = recordPath(io.environment) else { return }
        let recording: String
        do {
            recording = try LockedFile.checkRoom(roomChecked, in: path)
        } catch {
            throw CLIError.unwritable(what: "\(Excerpt.quoted(path)) (POPUPCTL_RECORD)", reason: CLIError.reason(error))
        }
        if let replayed = given.file, (try? LockedFile.identity(of: replayed)) == recording {
            throw CLIError.recordingIntoAnswerFile(path)
        }
    }

    /// The room a recording must have before anything is asked or run: a line's worth.
    static let roomChecked = 4096

    /// Appends to the recording.
    private static func append(_ bytes: [UInt8], to path: String) throws {
        do {
            try LockedFile.append(bytes, to: path)
        } catch {
            throw CLIError.unwritable(what: "\(Excerpt.quoted(path)) (POPUPCTL_RECORD)", reason: CLIError.reason(error))
        }
    }

    /// POPUPCTL_RECORD, when set and not empty. While recording, a list reads all its items
    /// before it opens, so the line's fingerprint covers every item a replay will see.
    public static func recordPath(_ environment: [String: String]) -> String? {
        environment["POPUPCTL_RECORD"].flatMap { $0.isEmpty ? nil : $0 }
    }
}
