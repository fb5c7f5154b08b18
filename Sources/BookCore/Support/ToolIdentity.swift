import Foundation

/// Identifies this bookgen build, so that results and highlighted code made by another bookgen
/// are not trusted: the executable's size and modification time.
enum ToolIdentity {
    static let current: String = {
        let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? CommandLine.arguments[0]
        let attributes = (try? FileManager.default.attributesOfItem(atPath: executable)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size) \(Int64(modified))"
    }()
}
