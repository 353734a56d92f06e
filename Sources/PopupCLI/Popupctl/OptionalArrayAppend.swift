extension Optional {
    /// Appends in place, starting the array when there is none (a repeated option, each use one more).
    mutating func append<Element>(_ element: Element) where Wrapped == [Element] {
        if self == nil { self = [] }
        self?.append(element)
    }
}
