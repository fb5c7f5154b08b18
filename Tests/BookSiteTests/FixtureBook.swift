import BookCore
import Foundation
import Testing
@testable import BookHTML
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

    /// The book read and its blocks given their roles, with no example run.
    func checkedBook() throws -> CheckedBook {
        var options = CheckOptions()
        options.packageRoot = root
        options.useCache = false
        return try PreparedBook.prepare(folder: folder, options: options).unchecked()
    }

    func render(_ verification: PageVerdicts = .unchecked) throws -> Rendering {
        SiteRenderer(jobs: 2).render(RenderContext(try checkedBook(), outputs: [.site], verdicts: verification))
    }

    /// The text of one rendered file.
    func page(_ path: String, verification: PageVerdicts = .unchecked) throws -> String {
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
