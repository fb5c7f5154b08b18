import BookCore
import Foundation
import Testing
@testable import BookSite

/// A book written into a fresh temporary folder, one file per entry, for one test.
struct FixtureBook {
    let root: String
    var folder: String { root + "/book" }

    init(_ files: [String: String]) throws {
        root = NSTemporaryDirectory() + "booksite-\(UUID().uuidString)"
        for (name, text) in files {
            let path = root + "/book/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    func book() throws -> Book {
        let (book, _) = BookLoader.load(folder: folder)
        return try #require(book)
    }

    func render(_ verification: Verification = .unchecked) throws -> SiteRender {
        SiteBuilder(packageRoot: root, jobs: 2).build(try book(), verification: verification)
    }

    /// The text of one rendered file.
    func page(_ path: String, verification: Verification = .unchecked) throws -> String {
        let site = try render(verification)
        let file = try #require(site.files.first { $0.path == path })
        return String(decoding: file.contents, as: UTF8.self)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

/// The `<article>` of a page: what the chapter rendered, without the template around it.
func article(_ page: String) -> String {
    guard let start = page.range(of: "<article class=\"bg-article\">"), let end = page.range(of: "</article>") else { return page }
    return String(page[start.upperBound..<end.lowerBound])
}
