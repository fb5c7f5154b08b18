import BookCore
import BookEPUB
import Foundation
import Testing
@testable import BookHTML
@testable import BookSite

/// A large book lets its Markdown trees go after its examples are read, and renderers parse each
/// chapter again: the site and the EPUB come out byte for byte the same as from held trees.
@Suite struct ReleasedTreesTests {
    @Test func theBundledBookRendersTheSameFromReleasedTrees() throws {
        let chapters = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Chapters").standardizedFileURL.path
        var options = CheckOptions()
        options.useCache = false
        let held = try PreparedBook.prepare(folder: chapters, options: options).unchecked()
        var released = held
        released.book.chapters = held.book.chapters.map { $0.releasingDocument() }
        for index in released.chapters.indices {
            released.chapters[index].chapter = held.chapters[index].chapter.releasingDocument()
        }
        #expect(released.chapters.map(\.chapter.document) == held.chapters.map(\.chapter.document))

        let site = SiteRenderer(jobs: 2)
        let (heldSite, releasedSite) = (site.render(held), site.render(released))
        #expect(heldSite.files.count > 10)
        #expect(releasedSite.files == heldSite.files)
        #expect(EPUBRenderer(jobs: 2).render(released).files == EPUBRenderer(jobs: 2).render(held).files)
    }
}
