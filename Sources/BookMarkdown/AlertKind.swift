/// What an alert's kind looks like on a page: its label and its colour. GitHub's kinds are
/// upper-cased words (`NOTE`); DocC's asides add their own (`EXPERIMENT`, `SEEALSO`), and any other
/// `> Tag:` of a DocC chapter keeps its tag as written (`Grammar of a statement`), styled as a note.
package enum AlertKind {
    /// DocC's aside kinds (swift-markdown's list, and `Deprecated`, which DocC-Render styles), by
    /// their lower-cased tag: the kind a node holds, the label DocC shows, and the colour it takes.
    static let docC: [String: (kind: String, label: String, style: String)] = {
        let kinds: [(String, String)] = [
            ("Note", "note"), ("Tip", "tip"), ("Important", "important"), ("Experiment", "tip"),
            ("Warning", "warning"), ("Attention", "warning"), ("Deprecated", "caution"), ("Bug", "caution"),
            ("Author", "note"), ("Authors", "note"), ("Complexity", "note"), ("Copyright", "note"),
            ("Date", "note"), ("Invariant", "note"), ("MutatingVariant", "note"), ("NonMutatingVariant", "note"),
            ("Postcondition", "note"), ("Precondition", "note"), ("Remark", "note"), ("Requires", "note"),
            ("Since", "note"), ("ToDo", "note"), ("Version", "note"), ("Throws", "note"), ("SeeAlso", "note"),
            ("Returns", "note"), ("Parameter", "note"), ("Parameters", "note"),
        ]
        let labels = ["MutatingVariant": "Mutating Variant", "NonMutatingVariant": "Non-Mutating Variant",
                      "ToDo": "To Do", "SeeAlso": "See Also"]
        return Dictionary(uniqueKeysWithValues: kinds.map { name, style in
            (name.lowercased(), (name.uppercased(), labels[name] ?? name, style))
        })
    }()

    /// GitHub's alert styles, which the themes colour.
    static let styles: Set<String> = ["note", "tip", "important", "warning", "caution"]

    /// The label shown above an alert of `kind`: `Note` for `NOTE`, `See Also` for `SEEALSO`, a
    /// DocC tag as written.
    package static func label(of kind: String) -> String {
        if let known = docC[kind.lowercased()], known.kind == kind { return known.label }
        if kind == kind.uppercased() { return kind.prefix(1) + kind.dropFirst().lowercased() }
        return kind
    }

    /// The classes of an alert of `kind`: its style (`bg-alert-tip`), and its own when it differs
    /// (`bg-alert-tip bg-alert-experiment`), so a theme may colour it apart.
    package static func classes(of kind: String) -> String {
        let lowered = kind.lowercased()
        if styles.contains(lowered) { return "bg-alert-\(lowered)" }
        if let known = docC[lowered], known.kind == kind { return "bg-alert-\(known.style) bg-alert-\(lowered)" }
        return "bg-alert-note"
    }
}
