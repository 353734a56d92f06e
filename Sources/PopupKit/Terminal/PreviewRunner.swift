import PopupCore
import PopupTTY

/// The preview pane's command, for the terminal that runs it: started through `sh -c` in a
/// process group of its own with stdin from /dev/null, its output read as the terminal polls it,
/// its end learnt from SIGCHLD. A command that is stopped (the cursor moved on) is killed with
/// its whole group at once and reaped as soon as it has died; `stopAll` waits for that, so no
/// zombie and no stray process outlives the dialog: not even one that left the command's group
/// and session (`setsid`), which `OrphanSweep` makes ours and ends with the rest.
final class PreviewRunner {
    private var current: (process: ChildProcess, generation: Int, outputOpen: Bool)?
    /// Killed, not yet reaped.
    private var dying: [ChildProcess] = []

    /// The descriptor to poll for the current command's output, while it has any to give.
    var descriptor: Int32? { current.flatMap { $0.outputOpen ? $0.process.output.fd : nil } }

    /// Stops what runs and starts `request`'s command; nil only stops. A command that cannot be
    /// started ends at once as the shell would say it (127).
    func run(_ request: PreviewRequest?) -> [TerminalInput] {
        stopCurrent()
        guard let request else { return [] }
        // What the command leaves outside its group (it calls setsid) becomes ours to end.
        OrphanSweep.adopt()
        do {
            let process = try ChildProcess(argumentBytes: [Array("/bin/sh".utf8), Array("-c".utf8), request.command],
                                           stdin: .null, nonBlocking: true)
            current = (process, request.generation, true)
            return []
        } catch {
            return [.previewEnded(status: 127, generation: request.generation)]
        }
    }

    /// The output is readable: what came. At its end, the command may still run (it closed its
    /// output): its end then comes with SIGCHLD.
    func read() -> [TerminalInput] {
        guard let running = current, running.outputOpen, let bytes = running.process.output.read() else { return [] }
        if !bytes.isEmpty { return [.previewOutput(bytes, generation: running.generation)] }
        current?.outputOpen = false
        running.process.output.close()
        return finishIfEnded()
    }

    /// A child ended (SIGCHLD): the dying are reaped, and the current command, if it was the one,
    /// is reported: the rest of its output (it has all been written), then its end.
    func childEnded() -> [TerminalInput] {
        dying.removeAll { $0.poll() != nil }
        OrphanSweep.reapEnded()
        return finishIfEnded()
    }

    /// Every command stopped and reaped (the dialog ends). Each was killed, so none is waited for long.
    func stopAll() {
        stopCurrent()
        for process in dying { _ = process.wait(stopping: false) }
        dying = []
        OrphanSweep.sweep()
    }

    deinit { stopAll() }

    /// Runs `request`'s command to its end, at most `seconds` (then its group is killed), for a
    /// frame drawn once (`Popup.preview`): its output, up to what a pane keeps, and its status.
    static func runToEnd(_ request: PreviewRequest, seconds: Double) -> (output: [UInt8], status: Int32) {
        guard let process = try? ChildProcess(argumentBytes: [Array("/bin/sh".utf8), Array("-c".utf8), request.command],
                                              stdin: .null, nonBlocking: true) else { return ([], 127) }
        let deadline = MonotonicClock.now() + seconds
        var output: [UInt8] = []
        while output.count < PreviewState.maxBytes {
            let left = deadline - MonotonicClock.now()
            guard left > 0 else { break }
            let ready = Poll.wait([process.output.fd], timeout: left)
            // At the end a pipe reads as hung up, not readable.
            guard ready.readable.contains(process.output.fd) || ready.broken.contains(process.output.fd) else { continue }
            guard let chunk = process.output.read() else { continue }
            if chunk.isEmpty { break }
            output += chunk
        }
        process.output.close()
        if MonotonicClock.now() >= deadline || output.count >= PreviewState.maxBytes { process.killGroup() }
        // Past the deadline it is left to its supervisor, SIGTERM what it was sent.
        var status = process.wait(stopping: false) { MonotonicClock.now() >= deadline } ?? 128 + SignalNumbers.terminate
        if let ended = process.endedKillingGroup() { status = ended }
        return (output, status)
    }

    /// Its group is killed as it is found ended: a background job it left would hold the pipe
    /// open, and must not outlive it.
    private func finishIfEnded() -> [TerminalInput] {
        guard let running = current, let status = running.process.endedKillingGroup() else { return [] }
        current = nil
        var inputs: [TerminalInput] = []
        if running.outputOpen {
            let rest = drain(running.process.output)
            running.process.output.close()
            if !rest.isEmpty { inputs.append(.previewOutput(rest, generation: running.generation)) }
        }
        return inputs + [.previewEnded(status: status, generation: running.generation)]
    }

    private func stopCurrent() {
        guard let running = current else { return }
        current = nil
        running.process.killGroup()
        running.process.output.close()
        if running.process.poll() == nil { dying.append(running.process) }
    }

    /// What the pipe holds now, up to what a pane keeps: the command has ended, so it is all there.
    private func drain(_ output: DataInput) -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count < PreviewState.maxBytes, let chunk = output.read(), !chunk.isEmpty { bytes += chunk }
        return bytes
    }
}
