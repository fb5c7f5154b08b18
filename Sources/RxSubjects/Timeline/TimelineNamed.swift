/// An operator's sequence, which a timeline names after the operator (see `TimelineRecorder`): a
/// closure subscribed to it gets a line of its own with this name, which shows what the operator
/// sends. Each operator names itself explicitly, with the name a reader writes (`combineLatest`,
/// `take(until:)`), not its type's; sequences that are no operator's (`just`, `create`), or that hand
/// a subscriber to a subject that already has a line (`refCount`), do not conform.
protocol TimelineNamed: AnyObject {
    /// The operator's name, as the diagram labels its line.
    var timelineName: String { get }
}
