/// What `update` asks the shell around it to do.
public enum Command: Sendable, Equatable {
    /// The dialog is over.
    case finish(Outcome)
    /// A button that stays open was chosen: report it now, keep the dialog.
    case report(index: Int)
    /// Hand the terminal back and stop the process (Ctrl-Z).
    case suspend
    /// Ring the bell: the key was refused.
    case bell
    /// Repaint the whole screen (Ctrl-L).
    case redraw
    /// The screen is another size now (`DialogState.screen`): draw afresh at it, with an encoder
    /// for its width and, inline, the rows below the prompt made again.
    case resize
    /// Stop the preview command that runs, with its whole process group, and run this one for the
    /// preview pane; nil only stops it.
    case preview(PreviewRequest?)
    /// Read the entries of this directory for the content (`ContentModel.wantedDirectory`) and
    /// hand them back as `Event.listing`.
    case listDirectory(String)
    /// Leave the terminal as it was found and become this command: the process is replaced
    /// (fzf's `become`).
    case become(ShellCommand)
    /// Run this command and come back to the list where it was: on the terminal, the box stepped
    /// aside (fzf's `execute`), or `silent`ly, with no terminal, the list waiting (`execute-silent`).
    case execute(ShellCommand, silent: Bool)
    /// Read the list's items afresh from this command's output, as its input is read; what was
    /// read before is dropped (`Update.listReplaced`) (fzf's `reload`).
    case reload(ShellCommand)
    /// Run this command, its output read whole; then hand it back (`Update.transformed`) as the
    /// query (`intoQuery`) or as more actions (fzf's `transform-query`, `transform`).
    case transform(ShellCommand, intoQuery: Bool)
}
