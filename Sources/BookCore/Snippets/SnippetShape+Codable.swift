/// The syntax cache holds a shape for every block of the book and is read by every check, so a shape
/// is stored flat: one list of strings and numbers, which decodes several times faster than nested
/// keyed containers. Per item: kind, first line, last line, made-fileprivate flag, the number of
/// declared names and the names; an example call adds its name (or nil), line, column and brace.
extension SnippetShape: Codable {
    private enum Kind: Int {
        case declaration, variable, statement, exampleCall
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        for item in items {
            let call: ExampleCall?
            switch item.kind {
            case .declaration: try container.encode(Kind.declaration.rawValue); call = nil
            case .variable: try container.encode(Kind.variable.rawValue); call = nil
            case .statement: try container.encode(Kind.statement.rawValue); call = nil
            case .exampleCall(let found): try container.encode(Kind.exampleCall.rawValue); call = found
            }
            try container.encode(item.firstLine)
            try container.encode(item.lastLine)
            try container.encode(item.madeFilePrivate ? 1 : 0)
            try container.encode(item.declaredNames.count)
            for name in item.declaredNames { try container.encode(name) }
            if let call {
                try container.encode(call.name)
                try container.encode(call.line)
                try container.encode(call.column)
                try container.encode(call.closingBraceLine)
                try container.encode(call.closingBraceOffset)
            }
        }
    }

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var items: [Item] = []
        while !container.isAtEnd {
            guard let kind = Kind(rawValue: try container.decode(Int.self)) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown item kind")
            }
            let firstLine = try container.decode(Int.self)
            let lastLine = try container.decode(Int.self)
            let madeFilePrivate = try container.decode(Int.self) == 1
            var names: [String] = []
            for _ in 0..<(try container.decode(Int.self)) { names.append(try container.decode(String.self)) }
            let itemKind: ItemKind
            switch kind {
            case .declaration: itemKind = .declaration
            case .variable: itemKind = .variable
            case .statement: itemKind = .statement
            case .exampleCall:
                itemKind = .exampleCall(ExampleCall(
                    name: try container.decodeIfPresent(String.self), line: try container.decode(Int.self),
                    column: try container.decode(Int.self), closingBraceLine: try container.decodeIfPresent(Int.self),
                    closingBraceOffset: try container.decodeIfPresent(Int.self)
                ))
            }
            items.append(Item(kind: itemKind, declaredNames: names, madeFilePrivate: madeFilePrivate, firstLine: firstLine, lastLine: lastLine))
        }
        self.init(items: items)
    }
}
