// The combineLatest operators' name in a timeline (see `TimelineNamed`). Kept apart from the
// generated arity files (scripts/generate-arities), which hold only what their template writes.
extension CombineLatest2: TimelineNamed {
    var timelineName: String { "combineLatest" }
}
extension CombineLatest3: TimelineNamed {
    var timelineName: String { "combineLatest" }
}
extension CombineLatest4: TimelineNamed {
    var timelineName: String { "combineLatest" }
}
extension CombineLatest5: TimelineNamed {
    var timelineName: String { "combineLatest" }
}
extension CombineLatest6: TimelineNamed {
    var timelineName: String { "combineLatest" }
}
extension CombineLatest7: TimelineNamed {
    var timelineName: String { "combineLatest" }
}
extension CombineLatest8: TimelineNamed {
    var timelineName: String { "combineLatest" }
}
