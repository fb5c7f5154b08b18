/// The attributes a ```swift fence may carry (see AUTHORING.md).
struct SnippetAttributes: Equatable {
    /// `check`: the block takes part in examples where book.toml's `swift-blocks = "marked"` says
    /// only marked blocks do (it changes nothing otherwise).
    var check = false
    var ignore = false
    var compileOnly = false
    /// Set for `compile-fail`; holds the expected message text when given (`compile-fail="..."`).
    var compileFail: CompileFail?
    var crash = false
    /// `crash="text"`: text the runtime's message must contain when the example traps.
    var crashMessage: String?
    var hidden = false
    /// `marbles`: the example this block starts is drawn as a marble diagram from its run.
    var marbles = false
    var include: String?
    var symbol: String?
    /// `insert-before="line"` / `insert-after="line"`: where an extending block's lines go.
    var insertion: Insertion?
    /// `timeout=SECONDS`: the deadline of the example this block starts or extends, instead of `--timeout`.
    var timeout: Double?

    struct Insertion: Equatable {
        var side: InsertionPlacement.Side
        /// The anchor, without leading and trailing blanks.
        var anchor: String
        /// The attribute, for diagnostics about its anchor.
        var attribute: FenceInfo.Attribute
    }

    enum CompileFail: Equatable {
        case anyError
        case errorContaining(String)
    }

    static let known = ["check", "ignore", "compile-only", "compile-fail", "crash", "hidden", "marbles", "include", "symbol", "insert-before", "insert-after", "timeout"]
    static let unknownAttribute = DiagnosticMessage(id: "unknown-attribute", "unknown attribute")
    static let missingValue = DiagnosticMessage(id: "bad-fence-attribute", "attribute needs a value")
    static let unexpectedValue = DiagnosticMessage(id: "bad-fence-attribute", "attribute takes no value")
    static let conflicting = DiagnosticMessage(id: "bad-fence-attribute", "attributes that do not go together")
    static let badTimeout = DiagnosticMessage(id: "bad-fence-attribute", "timeout= takes a number of seconds, more than 0 and at most a day")

    /// Reads the attributes of a ```swift fence.
    ///
    /// - Returns: The attributes, or the offending attribute with the message to report.
    static func parse(_ attributes: [FenceInfo.Attribute]) -> Result<SnippetAttributes, AttributeError> {
        var result = SnippetAttributes()
        for attribute in attributes {
            func flag() -> AttributeError? {
                attribute.value == nil ? nil : AttributeError(attribute: attribute, message: unexpectedValue,
                    text: "attribute '\(attribute.name)' takes no value")
            }
            func value() -> Result<String, AttributeError> {
                if let value = attribute.value, !value.isEmpty { return .success(value) }
                return .failure(AttributeError(attribute: attribute, message: missingValue,
                    text: "attribute '\(attribute.name)' needs a value, as in \(attribute.name)=\"...\""))
            }
            switch attribute.name {
            case "check": if let error = flag() { return .failure(error) }; result.check = true
            case "ignore": if let error = flag() { return .failure(error) }; result.ignore = true
            case "compile-only": if let error = flag() { return .failure(error) }; result.compileOnly = true
            case "crash":
                result.crash = true
                if let text = attribute.value, !text.isEmpty { result.crashMessage = text }
            case "hidden": if let error = flag() { return .failure(error) }; result.hidden = true
            case "marbles": if let error = flag() { return .failure(error) }; result.marbles = true
            case "compile-fail":
                if let text = attribute.value {
                    result.compileFail = text.isEmpty ? .anyError : .errorContaining(text)
                } else {
                    result.compileFail = .anyError
                }
            case "include":
                switch value() { case .success(let path): result.include = path; case .failure(let error): return .failure(error) }
            case "symbol":
                switch value() { case .success(let symbol): result.symbol = symbol; case .failure(let error): return .failure(error) }
            case "timeout":
                switch value() {
                case .success(let text):
                    guard let seconds = Double(text), CheckOptions.problem(withTimeout: seconds) == nil else {
                        return .failure(AttributeError(attribute: attribute, message: badTimeout,
                            text: "timeout= takes a number of seconds, more than 0 and at most \(Int(CheckOptions.maximumTimeout)) (a day), as in timeout=30, not '\(text)'"))
                    }
                    result.timeout = seconds
                case .failure(let error): return .failure(error)
                }
            case "insert-before", "insert-after":
                let anchor = String((attribute.value ?? "").trimmingBlanks)
                guard !anchor.isEmpty else {
                    return .failure(AttributeError(attribute: attribute, message: missingValue,
                        text: "attribute '\(attribute.name)' needs the line its block goes next to, as in \(attribute.name)='subject.onNext(\"4\")'"))
                }
                if result.insertion != nil {
                    return .failure(AttributeError(attribute: attribute, message: conflicting,
                        text: "a block goes in one place: give it either insert-before or insert-after, once"))
                }
                result.insertion = Insertion(side: attribute.name == "insert-before" ? .before : .after, anchor: anchor, attribute: attribute)
            default:
                return .failure(AttributeError(attribute: attribute, message: unknownAttribute,
                    text: "unknown attribute '\(attribute.name)' for a swift block; known attributes: \(known.joined(separator: ", "))"))
            }
        }
        if let insertion = result.insertion, result.include != nil {
            return .failure(AttributeError(attribute: insertion.attribute, message: conflicting,
                text: "an include= block shows library source and goes into no example; drop '\(insertion.attribute.name)'"))
        }
        return .success(result)
    }
}

struct AttributeError: Error {
    var attribute: FenceInfo.Attribute
    var message: DiagnosticMessage
    var text: String
}
