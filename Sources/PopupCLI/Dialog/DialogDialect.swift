extension CompatDialect {
    /// popupctl linked as `dialog`.
    static let dialog = CompatDialect(profile: .dialog)
}
