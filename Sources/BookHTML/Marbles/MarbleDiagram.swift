import BookCore

/// The layout of an example's marble diagram, read from the timeline its run recorded: one lane
/// per subject, relay or shared sequence (a *source*) with a lane per subscription under it, then,
/// at the bottom, one lane per subscriber of an operator (an *output*: what `combineLatest`,
/// `map`... handed that subscriber, under the inputs the operator subscribed to), and columns in
/// the order of the run. An event and the deliveries it causes share a column, as do the events of
/// a line another line's subscription feeds at that moment (a relay and its `Driver`, an input and
/// what the operator sends for it); anything else (a subscription starting or ending, an element
/// replayed to a new subscriber) takes a column of its own. Pure: the same timeline always gives
/// the same layout.
package struct MarbleDiagram: Equatable {
    /// A horizontal line of the diagram.
    package struct Lane: Equatable {
        enum Kind: Equatable {
            case source
            case subscription
            /// A subscriber of an operator's sequence, and what it was handed.
            case output
        }

        var kind: Kind
        /// What the diagram writes beside it: `PublishSubject`, `1)`, `→ Driver`, `combineLatest`.
        var label: String
        /// What the text equivalent calls it: `PublishSubject`, `subscriber 1)`, `Driver's subscription`,
        /// `combineLatest's subscriber`.
        var spokenName: String
        /// The column where it starts; a source made before anything happened starts at 0.
        var start: Int
        /// Where its solid part ends: a source's stop event or disposal, a subscription's stop
        /// event, disposal or its source's disposal; nil while it was still live when the run ended.
        var end: Int?
        /// A subscription that ended with its source's disposal has no mark of its own there.
        var endsWithoutMark = false
    }

    /// What is drawn where a lane meets a column.
    package struct Mark: Equatable {
        enum Kind: Equatable {
            case next(String)
            case error(String)
            case completed
            case subscribe
            case dispose
            /// A subject's `dispose()`.
            case disposeSource
        }

        var lane: Int
        var column: Int
        var kind: Kind
        /// An event a subject was sent after it had stopped or been disposed, which it dropped.
        var ignored = false
    }

    package var lanes: [Lane] = []
    package var marks: [Mark] = []
    package var columnCount = 0
    /// The text equivalent, one sentence per column.
    package var steps: [String] = []

    /// Lays out `timeline`.
    package init(_ timeline: [TimelineEntry]) {
        var builder = Builder()
        for entry in timeline { builder.add(entry) }
        self = builder.diagram()
    }

    package init(lanes: [Lane], marks: [Mark], columnCount: Int, steps: [String]) {
        self.lanes = lanes
        self.marks = marks
        self.columnCount = columnCount
        self.steps = steps
    }
}

/// Reads a timeline entry by entry (see `MarbleDiagram`).
private struct Builder {
    private enum LaneKey: Hashable {
        case line(Int)
        case subscription(Int)
    }

    private struct Line {
        var kind: String
        var element: String
        var name: String?
        var createdAt: Int
        /// A subject that stopped or was disposed drops what it is sent; a shared sequence starts again.
        var restarts: Bool
        /// A subscriber's view of an operator's sequence, drawn as its one subscription's lane.
        var isOperator: Bool
        var stoppedAt: Int?
        var subscriptions: [Int] = []
        var title: String { name ?? kind }
    }

    private struct Subscription {
        var line: Int
        var feeds: Int?
        /// `n` for the `n)` of subscriptions that feed no line.
        var number: Int?
        var start: Int
        var end: Int?
        var endsWithoutMark = false
    }

    private struct Column {
        /// Lanes that already have a mark here.
        var occupied: Set<LaneKey> = []
        /// Lines whose events here cause deliveries here.
        var sources: Set<Int> = []
        /// Lines fed by a delivery here, whose own events join this column.
        var fed: Set<Int> = []
        var phrases: [Phrase] = []
    }

    /// A part of a step of the text equivalent, told once the lanes have their final names.
    private enum Phrase {
        case sent(line: Int, TimelineEvent, ignored: Bool)
        case gets(subscription: Int, TimelineEvent)
        case subscribes(subscription: Int, line: Int)
        case disposed(subscription: Int)
        case sourceDisposed(line: Int, ending: [Int])
    }

    private var lines: [Int: Line] = [:]
    private var lineOrder: [Int] = []
    private var subscriptions: [Int: Subscription] = [:]
    private var numbered = 0
    private var columns: [Column] = []
    private var marks: [(key: LaneKey, column: Int, kind: MarbleDiagram.Mark.Kind, ignored: Bool)] = []

    package mutating func add(_ entry: TimelineEntry) {
        switch entry {
        case .line(let id, let kind, let element):
            guard lines[id] == nil else { return }
            lines[id] = Line(kind: kind, element: element, createdAt: columns.count, restarts: kind == "share",
                             isOperator: kind == "operator")
            lineOrder.append(id)
        case .name(let id, let name):
            lines[id]?.name = name
        case .event(let id, let event):
            guard let line = lines[id] else { return }
            let key = LaneKey.line(id)
            let column = columns.last.map { $0.fed.contains(id) && !$0.occupied.contains(key) } == true ? columns.count - 1 : newColumn()
            let ignored = !line.restarts && line.stoppedAt != nil
            place(key, column, kind(of: event), ignored: ignored)
            columns[column].sources.insert(id)
            columns[column].phrases.append(.sent(line: id, event, ignored: ignored))
            if event.isTerminal, !line.restarts, line.stoppedAt == nil { lines[id]?.stoppedAt = column }
        case .deliver(let id, let event):
            guard let subscription = subscriptions[id], subscription.end == nil else { return }
            let key = LaneKey.subscription(id)
            // An operator sends in the column of the input event that its subscription was handed.
            let isOperator = lines[subscription.line]?.isOperator == true
            let joins = columns.last.map {
                ($0.sources.contains(subscription.line) || isOperator && $0.fed.contains(subscription.line)) && !$0.occupied.contains(key)
            } == true
            let column = joins ? columns.count - 1 : newColumn()
            place(key, column, kind(of: event), ignored: false)
            if let fed = subscription.feeds { columns[column].fed.insert(fed) }
            columns[column].phrases.append(.gets(subscription: id, event))
            if event.isTerminal { subscriptions[id]?.end = column }
        case .subscribe(let id, let subscription, let feeds):
            guard lines[id] != nil, subscriptions[subscription] == nil else { return }
            let column = newColumn()
            var number: Int?
            if feeds == nil {
                numbered += 1
                number = numbered
            }
            subscriptions[subscription] = Subscription(line: id, feeds: feeds, number: number, start: column)
            lines[id]?.subscriptions.append(subscription)
            place(.subscription(subscription), column, .subscribe, ignored: false)
            columns[column].phrases.append(.subscribes(subscription: subscription, line: id))
        case .dispose(let id):
            // A subscription that already ended has nothing left to end.
            guard let subscription = subscriptions[id], subscription.end == nil else { return }
            let column = newColumn()
            place(.subscription(id), column, .dispose, ignored: false)
            subscriptions[id]?.end = column
            columns[column].phrases.append(.disposed(subscription: id))
        case .disposed(let id):
            guard let line = lines[id] else { return }
            let column = newColumn()
            place(.line(id), column, .disposeSource, ignored: false)
            if line.stoppedAt == nil { lines[id]?.stoppedAt = column }
            let dropped = line.subscriptions.filter { subscriptions[$0]?.end == nil }
            for subscription in dropped {
                subscriptions[subscription]?.end = column
                subscriptions[subscription]?.endsWithoutMark = true
            }
            columns[column].phrases.append(.sourceDisposed(line: id, ending: dropped))
        }
    }

    private mutating func newColumn() -> Int {
        columns.append(Column())
        return columns.count - 1
    }

    private mutating func place(_ key: LaneKey, _ column: Int, _ kind: MarbleDiagram.Mark.Kind, ignored: Bool) {
        marks.append((key, column, kind, ignored))
        columns[column].occupied.insert(key)
    }

    private func kind(of event: TimelineEvent) -> MarbleDiagram.Mark.Kind {
        switch event {
        case .next(let value): .next(value)
        case .error(let description): .error(description)
        case .completed: .completed
        }
    }

    private func spoken(_ event: TimelineEvent) -> String {
        switch event {
        case .next(let value): "next(\(value))"
        case .error(let description): "error(\(description))"
        case .completed: "completed"
        }
    }

    /// The labels of the sources: their names, numbered in the order they were made when several
    /// share one; an operator's line, its name, with its subscriber's `n)` when several share one.
    private func sourceLabels() -> [Int: String] {
        var labels: [Int: String] = [:]
        let titles = lineOrder.compactMap { lines[$0].map { $0.isOperator ? "" : $0.title } }
        let operatorTitles = lineOrder.compactMap { lines[$0].map { $0.isOperator ? $0.title : "" } }
        var seen: [String: Int] = [:]
        for id in lineOrder {
            guard let line = lines[id] else { continue }
            let title = line.title
            if line.isOperator {
                let number = subscriber(of: id).flatMap { subscriptions[$0]?.number }
                labels[id] = operatorTitles.filter({ $0 == title }).count > 1 ? number.map { "\(title) \($0))" } ?? title : title
            } else if titles.filter({ $0 == title }).count > 1 {
                seen[title, default: 0] += 1
                labels[id] = "\(title) \(seen[title] ?? 0)"
            } else {
                labels[id] = title
            }
        }
        return labels
    }

    /// The subscription of an operator's line: its subscriber's.
    private func subscriber(of line: Int) -> Int? {
        lines[line]?.subscriptions.first
    }

    /// Whether several operator lines have the name of `line`, which their labels then tell apart.
    private func sharesItsName(_ line: Int) -> Bool {
        guard let title = lines[line]?.title else { return false }
        return lines.values.filter { $0.isOperator && $0.title == title }.count > 1
    }

    private func label(_ subscription: Int, sources: [Int: String]) -> String {
        guard let found = subscriptions[subscription] else { return "" }
        if lines[found.line]?.isOperator == true { return sources[found.line] ?? "" }
        if let number = found.number { return "\(number))" }
        return "→ " + (found.feeds.flatMap { sources[$0] } ?? "")
    }

    /// How the text equivalent names a subscription: `subscriber 1)`, `Driver's subscription`; for an
    /// operator, `combineLatest's subscriber` and `combineLatest's subscription to PublishSubject`, or
    /// `subscriber 1) of scan` and `the subscription of scan for 1) to PublishSubject` when several
    /// subscribers have a `scan` of their own.
    private func spokenName(_ subscription: Int, sources: [Int: String]) -> String {
        guard let found = subscriptions[subscription] else { return "" }
        if let line = lines[found.line], line.isOperator {
            let number = found.number.map { "\($0))" } ?? ""
            return sharesItsName(found.line) ? "subscriber \(number) of \(line.title)" : "\(line.title)'s subscriber"
        }
        if let number = found.number { return "subscriber \(number))" }
        guard let fed = found.feeds else { return "'s subscription" }
        if lines[fed]?.isOperator == true {
            let source = sources[found.line] ?? ""
            return sharesItsName(fed) ? "the subscription of \(operatorName(fed)) to \(source)" : "\(operatorName(fed))'s subscription to \(source)"
        }
        return "\(sources[fed] ?? "")'s subscription"
    }

    /// An operator's line as the text equivalent names the operator: `combineLatest`, or `scan for
    /// 1)` when several subscribers have a `scan` of their own.
    private func operatorName(_ line: Int) -> String {
        let title = lines[line]?.title ?? ""
        guard sharesItsName(line), let number = subscriber(of: line).flatMap({ subscriptions[$0]?.number }) else { return title }
        return "\(title) for \(number))"
    }

    private func told(_ phrase: Phrase, sources: [Int: String]) -> String {
        switch phrase {
        case .sent(let line, let event, let ignored):
            return "\(sources[line] ?? "") is sent \(spoken(event))" + (ignored ? ", which it ignores" : "")
        case .gets(let subscription, let event):
            return "\(spokenName(subscription, sources: sources)) gets \(spoken(event))"
        case .subscribes(let subscription, let line):
            if lines[line]?.isOperator == true { return "\(spokenName(subscription, sources: sources)) subscribes" }
            if let fed = subscriptions[subscription]?.feeds, lines[fed]?.isOperator == true {
                return "\(operatorName(fed)) subscribes to \(sources[line] ?? "")"
            }
            return "\(spokenName(subscription, sources: sources)) subscribes to \(sources[line] ?? "")"
        case .disposed(let subscription):
            return "\(spokenName(subscription, sources: sources)) is disposed"
        case .sourceDisposed(let line, let ending):
            let ended = ending.map { spokenName($0, sources: sources) }.joined(separator: " and ")
            return "\(sources[line] ?? "") is disposed" + (ending.isEmpty ? "" : ", which ends " + ended)
        }
    }

    package func diagram() -> MarbleDiagram {
        let sources = sourceLabels()
        var lanes: [MarbleDiagram.Lane] = []
        var laneIndex: [LaneKey: Int] = [:]
        for id in lineOrder {
            guard let line = lines[id], !line.isOperator else { continue }
            laneIndex[.line(id)] = lanes.count
            let title = sources[id] ?? line.title
            // `PublishRelay (a PublishRelay<String>)`, `Driver 2 (a Driver<Bool>)`: the type, for the description.
            lanes.append(.init(kind: .source, label: title, spokenName: "\(title) (a \(line.title)<\(line.element)>)",
                               start: line.createdAt, end: line.restarts ? nil : line.stoppedAt))
            for subscription in line.subscriptions {
                guard let found = subscriptions[subscription] else { continue }
                laneIndex[.subscription(subscription)] = lanes.count
                lanes.append(.init(kind: .subscription, label: label(subscription, sources: sources),
                                   spokenName: spokenName(subscription, sources: sources),
                                   start: found.start, end: found.end, endsWithoutMark: found.endsWithoutMark))
            }
        }
        // What each operator handed its subscriber, below every input.
        for id in lineOrder {
            guard let line = lines[id], line.isOperator, let subscription = subscriber(of: id),
                  let found = subscriptions[subscription] else { continue }
            laneIndex[.line(id)] = lanes.count
            laneIndex[.subscription(subscription)] = lanes.count
            lanes.append(.init(kind: .output, label: sources[id] ?? line.title,
                               spokenName: "\(spokenName(subscription, sources: sources)) (of an Observable<\(line.element)>)",
                               start: found.start, end: found.end, endsWithoutMark: found.endsWithoutMark))
        }
        let placed = marks.compactMap { mark in
            laneIndex[mark.key].map { MarbleDiagram.Mark(lane: $0, column: mark.column, kind: mark.kind, ignored: mark.ignored) }
        }
        // An operator's name keeps its case at the start of a sentence: `combineLatest's subscriber gets...`.
        let operators = Set(lines.values.filter(\.isOperator).map(\.title))
        let steps = columns.map { column in
            let sentence = column.phrases.map { told($0, sources: sources) }.joined(separator: "; ")
            let startsWithCode = operators.contains { sentence.hasPrefix($0 + "'s ") || sentence.hasPrefix($0 + " ") }
            let first = startsWithCode ? String(sentence.prefix(1)) : sentence.prefix(1).uppercased()
            return first + sentence.dropFirst() + "."
        }
        return MarbleDiagram(lanes: lanes, marks: placed, columnCount: columns.count, steps: steps)
    }
}
