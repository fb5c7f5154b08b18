import BookCore

extension MarbleDiagram {
    /// Sizes in CSS pixels. Text is monospace, so its width follows from its length; the style
    /// sheet sets the same font size and family the layout assumes.
    package enum Metrics {
        static let valueFont = 11.0
        static let valueCharacter = 6.7
        static let labelFont = 12.0
        static let labelCharacter = 7.3
        static let laneHeight = 34.0
        static let axisOffset = 24.0
        static let groupGap = 8.0
        /// Between the inputs and the first operator's lane, with a rule across it.
        static let outputGap = 16.0
        /// The axis of an operator's lane, thicker than an input's.
        static let outputAxis = 2.5
        static let markColumn = 22.0
        static let valueColumn = 30.0
        /// Longer values are cut in the middle, with `…`; the whole value is in the mark's tooltip and
        /// the description. Enough for a short message (`Could not sign up`) or a pair of short strings.
        static let valueCharacters = 18
        static let radius = 6.5
        static let legendHeight = 28.0
    }

    /// The diagram as an inline SVG image: `<title>` and `<desc>` (the text equivalent) name and
    /// describe it, colours come from the style sheet's classes and `currentColor`, and every
    /// number is written the same way on every machine.
    ///
    /// - Parameters:
    ///   - id: Unique in the page; the title and description take `id-title` and `id-desc`.
    ///   - title: What the image is, in a few words.
    package func svg(id: String, title: String) -> String {
        let widths = columnWidths()
        let gutter = gutterWidth
        var offsets: [Double] = []
        var x = gutter + 8
        for width in widths {
            offsets.append(x)
            x += width
        }
        let legend = legendItems()
        let legendWidth = legend.reduce(0) { $0 + 30 + Double($1.text.count) * Metrics.valueCharacter + 12 }
        let width = max(x + 28, legendWidth + 16).rounded(.up)
        let (axes, y) = laneAxes()
        let height = (y + Metrics.legendHeight).rounded(.up)
        func center(_ column: Int) -> Double { offsets[column] + widths[column] / 2 }
        let right = width - 10

        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"bg-mb\" role=\"img\" width=\"\(number(width))\" height=\"\(number(height))\""
        svg += " viewBox=\"0 0 \(number(width)) \(number(height))\" aria-labelledby=\"\(id)-title\" aria-describedby=\"\(id)-desc\""
        svg += " font-family=\"monospace\" font-size=\"\(number(Metrics.valueFont))\">"
        svg += "<title id=\"\(id)-title\">\(escape(title))</title>"
        svg += "<desc id=\"\(id)-desc\">\(escape(description()))</desc>"
        svg += outputRule(axes: axes, to: width - 4)
        for (index, lane) in lanes.enumerated() {
            let axis = axes[index]
            let isSource = lane.kind == .source
            svg += "<g class=\"bg-mb-lane \(laneClass(lane))\" stroke=\"currentColor\" fill=\"none\">"
            svg += label(lane, axis: axis)
            // A source starts where it was made (the left edge of the next column); a subscription at its `[`.
            let start: Double
            if !isSource {
                start = center(lane.start)
            } else {
                start = lane.start < offsets.count ? offsets[lane.start] : x
            }
            let axisStyle = lane.kind == .output ? " style=\"stroke-width: \(number(Metrics.outputAxis))\"" : ""
            if let end = lane.end, end < widths.count {
                svg += line(from: start, to: center(end), at: axis, className: "bg-mb-axis", style: axisStyle)
                if isSource { svg += line(from: center(end), to: right, at: axis, className: "bg-mb-axis bg-mb-after") }
            } else {
                svg += line(from: start, to: right, at: axis, className: "bg-mb-axis", style: axisStyle)
                svg += "<path class=\"bg-mb-axis\"\(axisStyle) d=\"M\(number(right - 6)) \(number(axis - 4))L\(number(right)) \(number(axis))L\(number(right - 6)) \(number(axis + 4))\"/>"
            }
            for mark in marks where mark.lane == index {
                svg += draw(mark, x: center(mark.column), y: axis)
            }
            svg += "</g>"
        }
        svg += drawLegend(legend, y: y + Metrics.legendHeight / 2 + 2)
        return svg + "</svg>"
    }

    /// The lane names alone, on the page's background: the site keeps them in view (`position:
    /// sticky`) over the diagram's own while the diagram scrolls sideways. Hidden from assistive
    /// technology, which reads the diagram's description, and left out of print and the EPUB.
    package func gutterSVG() -> String {
        let (axes, y) = laneAxes()
        let width = number(gutterWidth)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"bg-mb-gutter\" aria-hidden=\"true\" width=\"\(width)\" height=\"\(number(y))\""
        svg += " viewBox=\"0 0 \(width) \(number(y))\" style=\"margin-right: -\(width)px\" font-family=\"monospace\">"
        svg += "<rect class=\"bg-mb-gutter-fill\" width=\"\(width)\" height=\"\(number(y))\" fill=\"white\"/>"
        svg += outputRule(axes: axes, to: gutterWidth)
        for (index, lane) in lanes.enumerated() {
            svg += "<g class=\"\(laneClass(lane))\">" + label(lane, axis: axes[index]) + "</g>"
        }
        return svg + "</svg>"
    }

    /// The diagram under a figure caption, in a frame that scrolls sideways when the page is narrower.
    package func figure(id: String, exampleName: String) -> String {
        let title = "Marble diagram of “\(exampleName)”"
        var html = "<figure class=\"bg-marbles\"><div class=\"bg-marbles-scroll\" tabindex=\"0\">"
        html += gutterSVG() + svg(id: id, title: title)
        html += "</div><figcaption>The run of “\(escape(exampleName))” as a marble diagram: one line per subject or relay and per"
        if lanes.contains(where: { $0.kind == .output }) {
            html += " subscription, and below the rule, what the operator sent its subscriber; events from left to right in the order they happened.</figcaption></figure>\n"
        } else {
            html += " subscriber, events from left to right in the order they happened.</figcaption></figure>\n"
        }
        return html
    }

    /// The text equivalent: the lanes, then each step in order.
    package func description() -> String {
        var text = "Lines, from the top: "
        text += lanes.map(\.spokenName).joined(separator: ", ") + ". "
        text += "In the order of the run: "
        text += steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: " ")
        return text
    }

    /// The style sheet's class of a lane: an operator's lane has a class of its own, and is drawn
    /// like a source (bold name, no indent) with a thicker axis.
    private func laneClass(_ lane: Lane) -> String {
        switch lane.kind {
        case .source: "bg-mb-source"
        case .subscription: "bg-mb-subscription"
        case .output: "bg-mb-output"
        }
    }

    /// The dotted rule between the inputs and the operators' lanes, from the left edge to `end`;
    /// nothing when no operator has a lane, or nothing is above it.
    private func outputRule(axes: [Double], to end: Double) -> String {
        guard let first = lanes.firstIndex(where: { $0.kind == .output }), first > 0 else { return "" }
        let y = axes[first] - Metrics.axisOffset - Metrics.outputGap / 2
        return "<path class=\"bg-mb-rule\" d=\"M4 \(number(y))H\(number(end))\" stroke=\"currentColor\" stroke-width=\"1\" stroke-dasharray=\"1 3\" opacity=\"0.6\"/>"
    }

    /// The width of the lane names, left of the first column.
    private var gutterWidth: Double {
        (Double(lanes.map { $0.label.count + ($0.kind == .subscription ? 2 : 0) }.max() ?? 0) * Metrics.labelCharacter + 20).rounded()
    }

    /// Each lane's axis, and the height of the lanes.
    private func laneAxes() -> (axes: [Double], height: Double) {
        var axes: [Double] = []
        var y = 0.0
        for (index, lane) in lanes.enumerated() {
            if lane.kind == .output && index > 0 && lanes[index - 1].kind != .output {
                y += Metrics.outputGap
            } else if lane.kind != .subscription && !axes.isEmpty {
                y += Metrics.groupGap
            }
            axes.append(y + Metrics.axisOffset)
            y += Metrics.laneHeight
        }
        return (axes, y)
    }

    /// A lane's name, left of its axis; a subscription's is indented under its source's, and a
    /// source's or operator's is bold.
    private func label(_ lane: Lane, axis: Double) -> String {
        let isHeading = lane.kind != .subscription
        var svg = "<text class=\"bg-mb-label\" x=\"\(number(isHeading ? 8 : 8 + 2 * Metrics.labelCharacter))\" y=\"\(number(axis + 4))\""
        svg += " stroke=\"none\" fill=\"currentColor\" font-size=\"\(number(Metrics.labelFont))\"\(isHeading ? " font-weight=\"bold\"" : "")>"
        return svg + escape(lane.label) + "</text>"
    }

    private func columnWidths() -> [Double] {
        var widths = Array(repeating: Metrics.markColumn, count: columnCount)
        for mark in marks {
            guard let text = label(of: mark) else { continue }
            let needed = max(Metrics.valueColumn, Double(text.count) * Metrics.valueCharacter + 10)
            widths[mark.column] = max(widths[mark.column], needed.rounded(.up))
        }
        return widths
    }

    /// The text above a mark: the value or error, cut to `Metrics.valueCharacters`.
    private func label(of mark: Mark) -> String? {
        switch mark.kind {
        case .next(let value), .error(let value): shortened(value)
        case .disposeSource: "dispose()"
        default: nil
        }
    }

    /// A long value keeps its start and its end, which tell `cartChanged(items: 1)` from
    /// `cartChanged(items: 2)`: `cartChanged…ms: 1)`.
    private func shortened(_ value: String) -> String {
        guard value.count > Metrics.valueCharacters else { return value }
        let end = (Metrics.valueCharacters - 1) * 2 / 5
        return String(value.prefix(Metrics.valueCharacters - 1 - end)) + "…" + String(value.suffix(end))
    }

    private func draw(_ mark: Mark, x: Double, y: Double) -> String {
        let ignored = mark.ignored ? " bg-mb-ignored" : ""
        var svg = ""
        switch mark.kind {
        case .next(let value):
            svg += "<g class=\"bg-mb-next\(ignored)\"><title>\(escape(mark.ignored ? "next(\(value)), ignored" : "next(\(value))"))</title>"
            svg += "<circle cx=\"\(number(x))\" cy=\"\(number(y))\" r=\"\(number(Metrics.radius))\" fill=\"white\"/>"
        case .error(let description):
            svg += "<g class=\"bg-mb-error\(ignored)\"><title>\(escape("error(\(description))" + (mark.ignored ? ", ignored" : "")))</title>"
            svg += "<path d=\"M\(number(x - 5)) \(number(y - 5))L\(number(x + 5)) \(number(y + 5))M\(number(x + 5)) \(number(y - 5))L\(number(x - 5)) \(number(y + 5))\" stroke-width=\"2.5\"/>"
        case .completed:
            svg += "<g class=\"bg-mb-completed\(ignored)\"><title>\(mark.ignored ? "completed, ignored" : "completed")</title>"
            svg += "<path d=\"M\(number(x)) \(number(y - 9))V\(number(y + 9))\" stroke-width=\"2.5\"/>"
        case .subscribe:
            svg += "<g class=\"bg-mb-subscribe\"><title>subscribes</title>"
            svg += "<path d=\"M\(number(x + 4)) \(number(y - 8))H\(number(x))V\(number(y + 8))H\(number(x + 4))\" stroke-width=\"2\"/>"
        case .dispose:
            svg += "<g class=\"bg-mb-dispose\"><title>disposed</title>"
            svg += "<path d=\"M\(number(x - 4)) \(number(y - 8))H\(number(x))V\(number(y + 8))H\(number(x - 4))\" stroke-width=\"2\"/>"
        case .disposeSource:
            svg += "<g class=\"bg-mb-dispose\"><title>dispose()</title>"
            svg += "<path d=\"M\(number(x - 4)) \(number(y - 8))H\(number(x))V\(number(y + 8))H\(number(x - 4))\" stroke-width=\"2\"/>"
        }
        if let text = label(of: mark), !text.isEmpty {
            svg += "<text class=\"bg-mb-value\" x=\"\(number(x))\" y=\"\(number(y - 10))\" text-anchor=\"middle\" stroke=\"none\" fill=\"currentColor\">\(escape(text))</text>"
        }
        return svg + "</g>"
    }

    private struct LegendItem {
        var kind: Mark.Kind
        var ignored: Bool
        var text: String
    }

    /// A key to the kinds of marks this diagram has, in a fixed order; an ignored mark keeps the
    /// shape of its kind (a dashed `completed` after an error), so it asks for its kind's key too.
    private func legendItems() -> [LegendItem] {
        var items: [LegendItem] = []
        func has(_ test: (Mark) -> Bool) -> Bool { marks.contains(where: test) }
        if has({ if case .next = $0.kind { true } else { false } }) { items.append(.init(kind: .next(""), ignored: false, text: "element")) }
        if has({ $0.kind == .completed }) { items.append(.init(kind: .completed, ignored: false, text: "completed")) }
        if has({ if case .error = $0.kind { true } else { false } }) { items.append(.init(kind: .error(""), ignored: false, text: "error")) }
        if has({ $0.kind == .subscribe }) { items.append(.init(kind: .subscribe, ignored: false, text: "subscribe")) }
        if has({ $0.kind == .dispose || $0.kind == .disposeSource }) { items.append(.init(kind: .dispose, ignored: false, text: "dispose")) }
        if has({ $0.ignored }) { items.append(.init(kind: .next(""), ignored: true, text: "ignored")) }
        return items
    }

    private func drawLegend(_ items: [LegendItem], y: Double) -> String {
        var svg = "<g class=\"bg-mb-legend\" stroke=\"currentColor\" fill=\"none\">"
        var x = 16.0
        for item in items {
            svg += draw(Mark(lane: 0, column: 0, kind: item.kind, ignored: item.ignored), x: x, y: y)
            x += 12
            svg += "<text x=\"\(number(x))\" y=\"\(number(y + 4))\" stroke=\"none\" fill=\"currentColor\">\(item.text)</text>"
            x += Double(item.text.count) * Metrics.valueCharacter + 18
        }
        return svg + "</g>"
    }

    private func line(from start: Double, to end: Double, at y: Double, className: String, style: String = "") -> String {
        "<path class=\"\(className)\"\(style) d=\"M\(number(start)) \(number(y))H\(number(end))\"/>"
    }

    /// A coordinate with at most one decimal, so the text is the same on every machine.
    private func number(_ value: Double) -> String {
        let tenths = Int((abs(value) * 10).rounded())
        let sign = value < 0 && tenths > 0 ? "-" : ""
        return sign + (tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)")
    }

    private func escape(_ text: String) -> String {
        MarkupEscape.text(text)
    }
}
