import PopupTTY

/// The process environment as a dictionary.
public enum ProcessEnvironment {
    public static func current() -> [String: String] { EnvironmentReader.read() }
}
