// Turns the arity templates into one Swift program that writes the generated files, as RxSwift's
// Preprocessor turns its .tt files into Swift. In a template, text is copied, `<% code %>` runs and
// `<%= expression %>` is written; a line holding nothing but one `<% code %>` tag writes no line of
// its own. Tags open and close on the same line. A template's code sees `arities`, the range of
// arities to write, and the helpers of TemplateSupport.swift.
//
// Usage, from the repository root (scripts/generate-arities runs both steps):
//   swift scripts/arity-templates/preprocess.swift 'TEMPLATE FIRST LAST OUTPUT'... > render.swift
//   swift render.swift DESTINATION    writes DESTINATION/OUTPUT for each argument
import Foundation

let folder = "scripts/arity-templates"

struct Output {
    let template: String
    let arities: ClosedRange<Int>
    let path: String
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("preprocess: \(message)\n".utf8))
    exit(1)
}

/// A Swift string literal holding `text`.
func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": result += "\\\\"
        case "\"": result += "\\\""
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

/// The statements that append a template's output to `out`, each line of code marked with its
/// template line, so that the compiler's errors point into the template.
func statements(of path: String) -> [String] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read \(path)") }
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    var code: [String] = []
    for (index, line) in lines.enumerated() {
        let location = "#sourceLocation(file: \(literal(path)), line: \(index + 1))"
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("<%"), !trimmed.hasPrefix("<%="), trimmed.hasSuffix("%>"),
            trimmed.components(separatedBy: "<%").count == 2 {
            code += [location, String(trimmed.dropFirst(2).dropLast(2))]
            continue
        }
        var rest = Substring(line)
        while let open = rest.range(of: "<%") {
            guard let close = rest[open.upperBound...].range(of: "%>") else {
                fail("\(path):\(index + 1): '<%' without '%>' on the same line")
            }
            let text = String(rest[..<open.lowerBound])
            if !text.isEmpty { code.append("out += \(literal(text))") }
            code.append(location)
            let tag = rest[open.upperBound..<close.lowerBound]
            if tag.hasPrefix("=") {
                code.append("out += String(describing: \(tag.dropFirst()))")
            } else {
                code.append(String(tag))
            }
            rest = rest[close.upperBound...]
        }
        code.append("out += \(literal(rest + "\n"))")
    }
    return code
}

let outputs: [Output] = CommandLine.arguments.dropFirst().map { argument in
    let fields = argument.split(separator: " ").map(String.init)
    guard fields.count == 4, let first = Int(fields[1]), let last = Int(fields[2]), first <= last else {
        fail("expected 'TEMPLATE FIRST LAST OUTPUT', got '\(argument)'")
    }
    return Output(template: fields[0], arities: first...last, path: fields[3])
}

let supportPath = "\(folder)/TemplateSupport.swift"
guard let support = try? String(contentsOfFile: supportPath, encoding: .utf8) else { fail("cannot read \(supportPath)") }
var program = ["#sourceLocation(file: \(literal(supportPath)), line: 1)", support, "#sourceLocation()"]

// One function a template, called once for each of its outputs.
var templates: [String] = []
for output in outputs where !templates.contains(output.template) {
    templates.append(output.template)
}
for (number, template) in templates.enumerated() {
    program.append("func render\(number)(_ arities: ClosedRange<Int>) -> String {")
    program.append("var out = \"\"")
    program += statements(of: "\(folder)/\(template)")
    program += ["#sourceLocation()", "return out", "}"]
}
program.append("let destination = CommandLine.arguments[1]")
for output in outputs {
    let render = "render\(templates.firstIndex(of: output.template)!)"
    let arities = "\(output.arities.lowerBound)...\(output.arities.upperBound)"
    program.append("write(\(render)(\(arities)), template: \(literal(output.template)), arities: \(arities), "
        + "to: destination + \"/\" + \(literal(output.path)))")
}
print(program.joined(separator: "\n"))
