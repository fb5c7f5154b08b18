/// One kind of file set a build writes, as book.toml's `outputs` names it.
public struct BookOutput: Hashable, Sendable, CustomStringConvertible {
    package var name: String

    package init(_ name: String) {
        self.name = name
    }

    public var description: String { name }

    /// The static site: chapter pages, index, print page, search.
    public static let site = BookOutput("site")
    /// One EPUB 3 file for e-readers.
    public static let epub = BookOutput("epub")
    /// A SwiftPM package per chapter, zipped, that prints what the page prints.
    public static let downloads = BookOutput("downloads")
}
