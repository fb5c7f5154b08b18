import Foundation

/// The flags SwiftPM itself used to compile and link the wrapper module of a package environment,
/// read from the build plan it writes (`.build/debug.yaml`, the llbuild manifest), narrowed to what
/// tells the compiler where modules and headers are and the linker which libraries to link.
///
/// The wrapper depends on exactly the products a book's snippets import, so SwiftPM compiled it
/// with every C module of the products' dependency graph: a target's own module map in its public
/// headers folder (swift-numerics' `_NumericsShims`), the one SwiftPM generates in `<Target>.build/`,
/// a system library target's map and its pkg-config `-I`; and linked it with the libraries those
/// targets ask for (`linkerSettings`, pkg-config). Taking them from the plan, rather than guessing
/// from folder layouts, gives a snippet what any module depending on those products gets.
struct SwiftPMBuildPlan {
    /// Flags of the wrapper's compile that locate modules and headers.
    var compileFlags: [String]
    /// Flags of the wrapper's link that name libraries and where they are.
    var linkFlags: [String]

    /// Reads the plan at `path` (llbuild's YAML, whose values SwiftPM writes as JSON); nil when it
    /// is not there or holds no compile of `module` (another build system, another format).
    init?(manifest path: String, module: String) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        var compile: [String]?
        var link: [String]?
        for command in Self.commands(in: text) {
            let arguments = command.arguments
            let named = command.moduleName == module || zip(arguments, arguments.dropFirst()).contains { $0 == "-module-name" && $1 == module }
            guard named else { continue }
            if arguments.contains("-emit-library") {
                link = arguments
            } else if arguments.contains("-modulewrap") {
                continue
            } else if compile == nil {
                compile = arguments
            }
        }
        guard let compile else { return nil }
        compileFlags = Self.searchFlags(compile)
        linkFlags = Self.libraryFlags(link ?? [])
    }

    /// A command of the plan: its arguments (`args`, or a Swift compile's `other-args`) and the
    /// module it compiles when the plan says so apart (`module-name`).
    struct Command {
        var arguments: [String] = []
        var moduleName: String?
    }

    /// The commands under `commands:`, each a `  "name":` line and its indented `key: value` lines.
    static func commands(in text: String) -> [Command] {
        var commands: [Command] = []
        var inCommands = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if !line.hasPrefix(" ") {
                inCommands = line.hasPrefix("commands:")
                continue
            }
            guard inCommands else { continue }
            if line.hasPrefix("  \"") {
                commands.append(Command())
                continue
            }
            let trimmed = line.drop { $0 == " " }
            guard !commands.isEmpty, let colon = trimmed.firstIndex(of: ":") else { continue }
            let key = trimmed[..<colon]
            let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch key {
            case "args", "other-args":
                if let array = (try? JSONSerialization.jsonObject(with: Data(value.utf8))) as? [String] {
                    commands[commands.count - 1].arguments += array
                }
            case "module-name":
                commands[commands.count - 1].moduleName = (try? JSONSerialization.jsonObject(with: Data(value.utf8), options: .fragmentsAllowed)) as? String
            default:
                break
            }
        }
        return commands
    }

    /// Clang options that say where a module's map and headers are (passed on with their `-Xcc`),
    /// and Swift's own module search paths; build settings (`-fPIC`, `-g`, the module cache) are
    /// the snippet compile's own business.
    static func searchFlags(_ arguments: [String]) -> [String] {
        let clangJoined = ["-fmodule-map-file=", "-I", "-isystem", "-iquote", "-F", "-D", "-U"]
        let clangSeparate: Set<String> = ["-I", "-isystem", "-iquote", "-F"]
        var flags: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let next: String? = index + 1 < arguments.count ? arguments[index + 1] : nil
            if argument == "-Xcc", let option = next {
                if clangSeparate.contains(option), index + 3 < arguments.count, arguments[index + 2] == "-Xcc" {
                    flags += ["-Xcc", option, "-Xcc", arguments[index + 3]]
                    index += 4
                    continue
                }
                if clangJoined.contains(where: { option.hasPrefix($0) && option.count > $0.count }) {
                    flags += ["-Xcc", option]
                }
                index += 2
                continue
            }
            if argument == "-I" || argument == "-F", let path = next {
                flags += [argument, path]
                index += 2
                continue
            }
            index += 1
        }
        return unique(pairs: flags)
    }

    /// Libraries and frameworks the wrapper links (`-lm`, `-framework Accelerate`) and the folders
    /// they are searched in; the objects, the output and the linker's own settings stay behind.
    static func libraryFlags(_ arguments: [String]) -> [String] {
        var flags: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if (argument == "-L" || argument == "-framework"), index + 1 < arguments.count {
                flags += [argument, arguments[index + 1]]
                index += 2
                continue
            }
            if argument == "-Xlinker" || argument == "-o" || argument == "-module-name" || argument == "-target" {
                index += 2
                continue
            }
            if (argument.hasPrefix("-l") || argument.hasPrefix("-L")) && argument.count > 2 {
                flags.append(argument)
            }
            index += 1
        }
        return unique(pairs: flags)
    }

    /// `flags` without a repeat of an option (with its value) given before.
    private static func unique(pairs flags: [String]) -> [String] {
        let takesValue: Set<String> = ["-Xcc", "-I", "-F", "-L", "-framework"]
        var seen: Set<[String]> = []
        var result: [String] = []
        var index = 0
        while index < flags.count {
            var group = [flags[index]]
            // `-Xcc -I -Xcc PATH` is one option of four words.
            if flags[index] == "-Xcc", index + 3 < flags.count, ["-I", "-isystem", "-iquote", "-F"].contains(flags[index + 1]), flags[index + 2] == "-Xcc" {
                group = Array(flags[index...(index + 3)])
            } else if takesValue.contains(flags[index]), index + 1 < flags.count {
                group = Array(flags[index...(index + 1)])
            }
            if seen.insert(group).inserted { result += group }
            index += group.count
        }
        return result
    }

    /// The module maps `flags` names (`-Xcc -fmodule-map-file=PATH`).
    static func moduleMaps(in flags: [String]) -> [String] {
        flags.compactMap { $0.hasPrefix("-fmodule-map-file=") ? String($0.dropFirst("-fmodule-map-file=".count)) : nil }
    }
}
