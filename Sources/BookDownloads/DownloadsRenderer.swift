import BookArchive
import BookCore

/// Writes each chapter's package (`ChapterDownload`) as a ZIP archive into the site's `downloads/`
/// folder: `Package.swift`, `README.md` and `Sources/<Name>/main.swift`, under one folder named
/// after the chapter. The same book always gives the same bytes.
package struct DownloadsRenderer: Renderer {
    package var output: BookOutput { .downloads }

    package init() {}

    package func render(_ context: RenderContext, to consumer: any OutputConsumer) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for download in context.downloads {
            do {
                let archive = try ReproducibleZip.archive(Self.entries(of: download, book: context.checked))
                consumer.consume([OutputFile(path: download.archivePath, contents: archive)])
            } catch {
                var diagnostic = Diagnostic(Self.unwritable, at: FileLocation(file: download.chapter.chapter.path, line: 1))
                diagnostic.message = "the chapter's package could not be zipped: \(error)"
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }

    static let unwritable = DiagnosticMessage(id: "download-unwritable", "a chapter's package could not be written")

    /// The package's files, inside the folder the archive unpacks to.
    package static func entries(of download: ChapterDownload, book: CheckedBook) -> [ReproducibleZip.Entry] {
        let folder = download.stem + "/"
        return [
            ReproducibleZip.Entry(path: folder + "Package.swift", contents: Array(PackageManifest.text(for: download).utf8)),
            ReproducibleZip.Entry(path: folder + "README.md", contents: Array(PackageReadme.text(for: download, bookTitle: book.book.title).utf8)),
            ReproducibleZip.Entry(path: folder + "Sources/\(download.packageName)/main.swift", contents: Array(download.program.utf8)),
        ]
    }
}
