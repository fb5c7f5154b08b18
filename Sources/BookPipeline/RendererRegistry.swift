import BookCore
import BookDownloads
import BookEPUB
import BookSite

/// Every renderer bookgen has, in the order a build runs them; book.toml's `outputs` picks among
/// them by name. A new renderer is added here and nowhere else in the pipeline.
enum RendererRegistry {
    static let all: [any Renderer] = [SiteRenderer(), EPUBRenderer(), DownloadsRenderer()]

    static func renderer(for output: BookOutput) -> (any Renderer)? {
        all.first { $0.output == output }
    }
}
