extension CompatDialect {
    /// popupctl linked as `whiptail`.
    static let whiptail = CompatDialect(profile: .whiptail)
}
