/// The classic dialog programs popupctl stands in for when a link gives it their name.
public enum CompatTool: String, Sendable, CaseIterable {
    case whiptail, dialog

    /// The tool a program path names (`/usr/local/bin/whiptail` → `.whiptail`); nil for any other name.
    public init?(invokedAs path: String) {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        self.init(rawValue: name)
    }

    /// The status the tool exits with for a dismissal or an error, before DIALOG_ESC/DIALOG_ERROR.
    static let errorStatus: Int32 = 255
}
