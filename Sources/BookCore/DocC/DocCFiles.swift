import Foundation

/// The files of a catalog: its articles by name and its images by asset name, wherever they
/// sit in it, as DocC finds them.
struct DocCFiles {
    /// Every `.md` file, relative to the catalog, sorted.
    var articles: [String] = []
    /// The articles by file name without `.md` (DocC's `<doc:Name>`).
    var articlesByName: [String: [String]] = [:]
    /// Every image by asset name: `chart` for `chart.png`, `chart@2x.png`, `chart~dark@2x.png`.
    var images: [String: [ImageFile]] = [:]
    /// Every file, relative to the catalog.
    var allFiles: Set<String> = []

    struct ImageFile: Equatable {
        /// Relative to the catalog.
        var path: String
        var scale: Int
        var isDark: Bool
        /// The size in pixels of a PNG; nil for other formats.
        var pixels: (width: Int, height: Int)?

        static func == (lhs: ImageFile, rhs: ImageFile) -> Bool {
            lhs.path == rhs.path && lhs.scale == rhs.scale && lhs.isDark == rhs.isDark
        }
    }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "svg", "webp"]

    /// Reads the catalog's tree, hidden files and `skipping` (the build folder, if inside) aside.
    init(catalog folder: String, skipping: String? = nil) {
        let root = URL(fileURLWithPath: folder).standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return }
        let skipped = skipping.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        for case let url as URL in enumerator {
            if url.standardizedFileURL.path == skipped {
                enumerator.skipDescendants()
                continue
            }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count).drop { $0 == "/" })
            let fileExtension = url.pathExtension.lowercased()
            allFiles.insert(relative)
            if fileExtension == "md" {
                articles.append(relative)
                articlesByName[url.deletingPathExtension().lastPathComponent, default: []].append(relative)
            } else if Self.imageExtensions.contains(fileExtension) {
                var (name, file) = Self.asset(url.deletingPathExtension().lastPathComponent, path: relative)
                if fileExtension == "png" { file.pixels = Self.pngSize(url.path) }
                images[name, default: []].append(file)
            }
        }
        articles.sort()
        for key in articlesByName.keys { articlesByName[key]?.sort() }
        for key in images.keys { images[key]?.sort { ($0.isDark ? 1 : 0, $0.scale, $0.path) < ($1.isDark ? 1 : 0, $1.scale, $1.path) } }
    }

    func hasFile(_ path: String) -> Bool { allFiles.contains(path) }

    /// A PNG's width and height, from its header (`IHDR`, the first chunk).
    static func pngSize(_ path: String) -> (width: Int, height: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24), data.count == 24,
              data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        let bytes = [UInt8](data)
        func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(at: 16), number(at: 20))
    }

    /// An image's asset name and variant: `chart~dark@2x` is `chart`, dark, at scale 2.
    static func asset(_ stem: String, path: String) -> (String, ImageFile) {
        var name = Substring(stem)
        var scale = 1
        if let at = name.lastIndex(of: "@"), name[name.index(after: at)...].hasSuffix("x"),
           let value = Int(name[name.index(after: at)...].dropLast()), (1...3).contains(value) {
            scale = value
            name = name[..<at]
        }
        var isDark = false
        if name.hasSuffix("~dark") {
            isDark = true
            name = name.dropLast(5)
        } else if name.hasSuffix("~light") {
            name = name.dropLast(6)
        }
        return (String(name), ImageFile(path: path, scale: scale, isDark: isDark))
    }

    /// The article `<doc:name>` names: by file name, exactly, else in any case when only one
    /// matches (DocC's article links forgive case); nil when none or several do.
    func article(named name: String) -> String? {
        if let exact = articlesByName[name], exact.count == 1 { return exact[0] }
        let lowered = name.lowercased()
        let matches = articlesByName.filter { $0.key.lowercased() == lowered }.flatMap(\.value)
        return matches.count == 1 ? matches[0] : nil
    }

    /// The files of the image `source` names: by asset name, its extension and scale optional.
    func image(named source: String) -> [ImageFile]? {
        var name = (source as NSString).lastPathComponent
        if Self.imageExtensions.contains((name as NSString).pathExtension.lowercased()) {
            name = (name as NSString).deletingPathExtension
        }
        return images[Self.asset(name, path: "").0]
    }
}
