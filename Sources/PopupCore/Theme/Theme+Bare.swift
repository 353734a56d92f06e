extension Theme {
    /// The theme's colours with none of its furniture: no border, padding, margins, shadow, gaps
    /// or list frame. The look of a bare inline picker (fzf's), whose every row is an item.
    public var bare: Theme {
        var bare = self
        bare.border = .none
        bare.paddingX = 0
        bare.paddingY = 0
        bare.marginX = 0
        bare.marginY = 0
        bare.shadow = nil
        bare.chrome.paddingBottom = nil
        bare.chrome.bandGap = 0
        bare.chrome.buttonRule = false
        bare.chrome.list.frame = false
        bare.chrome.list.frameOutset = 0
        return bare
    }
}
