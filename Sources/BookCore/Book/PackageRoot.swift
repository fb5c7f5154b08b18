import Foundation

/// The SwiftPM package a book belongs to: its own modules are what the bundled environment builds,
/// and its files are what `include=` blocks show.
enum PackageRoot {
    /// The nearest folder at or above `folder` that holds a Package.swift, as an absolute path.
    static func locate(from folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path) { return current.path }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }
}
