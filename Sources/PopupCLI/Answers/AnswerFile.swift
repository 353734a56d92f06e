import PopupCore
import PopupKit
import PopupTTY

/// Taking the next line of an answer file. The file itself is never written, and nothing is
/// written beside it (a read-only checkout replays): its progress file, in the runtime directory
/// and named for the file's device and inode (`progressPath`), holds the next line's number, and
/// is read, and written back with the line taken, under one flock: two dialogs at once never get
/// the same line. A line counts as taken
/// once the progress file says so, before the dialog answers: a process killed after that has
/// used its line, which is not given out again (at most once: a repeated answer could do
/// twice what was meant once, while a skipped one stops the run at the next question).
enum AnswerFile {
    /// Seconds to wait for another dialog holding the progress file.
    static let lockWait = 10.0
    /// Longest line read (a list's items are in it).
    static let maxLineBytes = 64 << 20

    /// The progress file of the answer file whose identity (`LockedFile.identity`: "DEV:INO" and
    /// the birth time where kept) is `identity`: the same file by any name or working directory
    /// has one progress.
    static func progressPath(identity: String) -> String {
        RuntimeDirectory.file("answers-" + identity.replacing(":", with: "-") + ".progress")
    }

    /// The progress file of the answer file at `path`.
    static func progressPath(of path: String) throws -> String {
        progressPath(identity: try LockedFile.identity(of: path))
    }

    static func take(from path: String, for popup: Popup, io: CommandIO) throws -> Answered {
        let identity: String
        do {
            identity = try LockedFile.identity(of: path)
        } catch {
            throw CLIError.unreadable(what: "answer file \(Excerpt.quoted(path))", reason: CLIError.reason(error))
        }
        let progressPath = progressPath(identity: identity)
        let lock: LockedFile
        var progress: AnswerProgress
        do {
            lock = try LockedFile.lock(progressPath, waitingAtMost: lockWait)
            let text = String(decoding: try lock.contents(limit: 1 << 16), as: UTF8.self)
            guard let read = AnswerProgress.read(text, file: identity) else { throw CLIError.badProgressFile(progressPath) }
            progress = read
        } catch let error as CLIError {
            throw error
        } catch {
            let reason = (error as? TTYError)?.code == SystemError.wouldBlock
                ? "another popupctl held it for \(Int(lockWait)) seconds" : CLIError.reason(error)
            throw CLIError.unwritable(what: "progress file '\(progressPath)'", reason: reason)
        }
        defer { lock.release() }
        // A new run of the script, with no other run replaying the file, starts at line 1 again.
        progress.join(io.replayRun, isAlive: io.replayRunIsAlive)

        var number = progress.nextLine
        var offset = progress.nextOffset
        let outcome: Answered
        do {
            var bytes: [UInt8]
            while true {
                do {
                    bytes = try LockedFile.line(of: path, from: offset, limit: maxLineBytes)
                } catch {
                    throw CLIError.answerLine(file: path, line: number, problem: "cannot be read: " + CLIError.reason(error))
                }
                guard !bytes.isEmpty else {
                    throw CLIError.answersRanOut(file: path, line: number, title: popup.dialog.name, progress: progressPath)
                }
                guard bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { break }
                number += 1
                offset += bytes.count
            }
            offset += bytes.count
            // In place: the line may be tens of megabytes, read once and parsed where it lies.
            while bytes.last == 0x0A || bytes.last == 0x0D { bytes.removeLast() }
            let line: AnswerLine
            do {
                line = try AnswerLine.parse(bytes)
            } catch {
                throw CLIError.answerLine(file: path, line: number, problem: error.description)
            }
            bytes = []
            outcome = try answer(line, number: number, file: path, popup: popup, environment: io.environment)
        } catch let error as CLIError {
            progress.failed = (number, error.description)
            try? lock.replace(with: Array(progress.text.utf8))
            throw error
        }
        progress.nextLine = number + 1
        progress.nextOffset = offset
        progress.taken = (number, popup.dialog.name)
        progress.failed = nil
        do {
            try lock.replace(with: Array(progress.text.utf8))
        } catch {
            throw CLIError.unwritable(what: "progress file '\(progressPath)'", reason: SystemError.message(error.code))
        }
        return outcome
    }

    /// The outcome line `number` gives `popup`: only when it was recorded for this very dialog
    /// (or, hand-written, names no fingerprint) and its button, values and items fit it.
    static func answer(_ line: AnswerLine, number: Int, file: String, popup: Popup,
                       environment: [String: String]) throws -> Answered {
        Answered(try outcome(line, number: number, file: file, popup: popup, environment: environment),
                 query: popup.dialog.list == nil ? nil : line.query)
    }

    private static func outcome(_ line: AnswerLine, number: Int, file: String, popup: Popup,
                                environment: [String: String]) throws -> Outcome {
        let dialog = popup.dialog
        if let fingerprint = line.fingerprint, fingerprint != dialog.fingerprint {
            throw CLIError.answerMismatch(file: file, line: number, expected: line.title ?? "", actual: dialog.name)
        }
        switch line.ending {
        case .chosen: break
        case .dismissed: return .dismissed(.escape)
        case .timeout: return .timedOut
        case .interrupted: return .interrupted(signal: line.signal ?? TerminalSignal.interrupt)
        case .completed, .shown: return .completed
        }
        var values: [String] = []
        for (offset, value) in line.values.enumerated() {
            switch value {
            case .text(let text): values.append(text)
            case .secret(let variable):
                guard let secret = environment[variable] else {
                    let placeholder = dialog.fields.indices.contains(offset) ? dialog.fields[offset].placeholder : "field \(offset + 1)"
                    let field = placeholder.isEmpty ? dialog.name : placeholder
                    throw CLIError.missingSecret(file: file, line: number, variable: variable, field: field)
                }
                values.append(secret)
            }
        }
        do {
            switch line.answer {
            case .index(let index)?: return try popup.answer(index: index, values: values, tags: line.items)
            case .label(let label)?: return try popup.answer(label, values: values, tags: line.items)
            case nil: return try popup.answer(index: dialog.submitButton, values: values, tags: line.items)
            }
        } catch let error as PopupError {
            throw CLIError.answerLine(file: file, line: number, problem: error.description)
        }
    }
}
