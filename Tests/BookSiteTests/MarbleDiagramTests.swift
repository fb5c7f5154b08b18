import BookCore
import Foundation
import Testing
@testable import BookHTML
@testable import BookSite
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The marble diagram drawn from a recorded timeline: its layout, its text equivalent, and the SVG.
struct MarbleDiagramTests {
    /// Chapter 2's first example as the library records it, shortened: a subscriber before and
    /// after another, a disposal, completion, an element after it and a late subscriber.
    static let publish: [TimelineEntry] = [
        .line(1, kind: "PublishSubject", element: "String"),
        .event(1, .next("lost")),
        .subscribe(line: 1, subscription: 1, feeds: nil),
        .event(1, .next("a")),
        .deliver(1, .next("a")),
        .subscribe(line: 1, subscription: 2, feeds: nil),
        .event(1, .next("b")),
        .deliver(1, .next("b")),
        .deliver(2, .next("b")),
        .dispose(1),
        .event(1, .completed),
        .deliver(2, .completed),
        .event(1, .next("late")),
        .subscribe(line: 1, subscription: 3, feeds: nil),
        .deliver(3, .completed),
        // Both ended with `completed`: these draw nothing.
        .dispose(2),
        .dispose(3),
    ]

    @Test func eachSourceAndSubscriptionGetsALaneAndEventsShareAColumnWithTheirDeliveries() {
        let diagram = MarbleDiagram(Self.publish)
        #expect(diagram.lanes == [
            .init(kind: .source, label: "PublishSubject", spokenName: "PublishSubject (a PublishSubject<String>)", start: 0, end: 6),
            .init(kind: .subscription, label: "1)", spokenName: "subscriber 1)", start: 1, end: 5),
            .init(kind: .subscription, label: "2)", spokenName: "subscriber 2)", start: 3, end: 6),
            .init(kind: .subscription, label: "3)", spokenName: "subscriber 3)", start: 8, end: 9),
        ])
        #expect(diagram.marks == [
            .init(lane: 0, column: 0, kind: .next("lost")),
            .init(lane: 1, column: 1, kind: .subscribe),
            .init(lane: 0, column: 2, kind: .next("a")),
            .init(lane: 1, column: 2, kind: .next("a")),
            .init(lane: 2, column: 3, kind: .subscribe),
            .init(lane: 0, column: 4, kind: .next("b")),
            .init(lane: 1, column: 4, kind: .next("b")),
            .init(lane: 2, column: 4, kind: .next("b")),
            .init(lane: 1, column: 5, kind: .dispose),
            .init(lane: 0, column: 6, kind: .completed),
            .init(lane: 2, column: 6, kind: .completed),
            .init(lane: 0, column: 7, kind: .next("late"), ignored: true),
            .init(lane: 3, column: 8, kind: .subscribe),
            .init(lane: 3, column: 9, kind: .completed),
        ])
        #expect(diagram.columnCount == 10)
        #expect(diagram.steps == [
            "PublishSubject is sent next(lost).",
            "Subscriber 1) subscribes to PublishSubject.",
            "PublishSubject is sent next(a); subscriber 1) gets next(a).",
            "Subscriber 2) subscribes to PublishSubject.",
            "PublishSubject is sent next(b); subscriber 1) gets next(b); subscriber 2) gets next(b).",
            "Subscriber 1) is disposed.",
            "PublishSubject is sent completed; subscriber 2) gets completed.",
            "PublishSubject is sent next(late), which it ignores.",
            "Subscriber 3) subscribes to PublishSubject.",
            "Subscriber 3) gets completed.",
        ])
    }

    /// A relay feeding a `Driver` and a `Signal` (chapter 7's toast): the traits' events join the
    /// relay's column, their subscriptions to the relay are named after them, and the screens
    /// are numbered in the order they subscribed.
    @Test func aRelayFeedingTraitsDrawsOneColumnPerElementAndNamesTheFeedingSubscriptions() {
        let diagram = MarbleDiagram([
            .line(1, kind: "PublishSubject", element: "String"), .name(1, "PublishRelay"),
            .line(2, kind: "share", element: "String"), .name(2, "Driver"),
            .line(3, kind: "share", element: "String"), .name(3, "Signal"),
            .subscribe(line: 2, subscription: 1, feeds: nil), .subscribe(line: 1, subscription: 2, feeds: 2),
            .subscribe(line: 3, subscription: 3, feeds: nil), .subscribe(line: 1, subscription: 4, feeds: 3),
            .event(1, .next("Saved")), .deliver(2, .next("Saved")), .event(2, .next("Saved")), .deliver(1, .next("Saved")),
            .deliver(4, .next("Saved")), .event(3, .next("Saved")), .deliver(3, .next("Saved")),
            .subscribe(line: 2, subscription: 5, feeds: nil), .deliver(5, .next("Saved")),
            .subscribe(line: 3, subscription: 6, feeds: nil),
        ])
        #expect(diagram.lanes.map(\.label) == ["PublishRelay", "→ Driver", "→ Signal", "Driver", "1)", "3)", "Signal", "2)", "4)"])
        #expect(diagram.columnCount == 8)
        #expect(diagram.marks.filter { $0.column == 4 }.map(\.lane) == [0, 1, 3, 4, 2, 6, 7])
        #expect(diagram.steps[4] == "PublishRelay is sent next(Saved); Driver's subscription gets next(Saved); Driver is sent next(Saved); "
            + "subscriber 1) gets next(Saved); Signal's subscription gets next(Saved); Signal is sent next(Saved); subscriber 2) gets next(Saved).")
        #expect(diagram.steps[6] == "Subscriber 3) gets next(Saved).")
    }

    @Test func sourcesOfOneTypeAreNumberedAndASubjectsDisposalEndsItsSubscriptions() {
        let diagram = MarbleDiagram([
            .line(1, kind: "BehaviorSubject", element: "Int"), .line(2, kind: "BehaviorSubject", element: "Int"),
            .subscribe(line: 1, subscription: 1, feeds: 2), .deliver(1, .next("0")), .event(2, .next("0")),
            .disposed(1), .event(1, .next("5")),
        ])
        #expect(diagram.lanes.map(\.label) == ["BehaviorSubject 1", "→ BehaviorSubject 2", "BehaviorSubject 2"])
        #expect(diagram.lanes[1].end == 2 && diagram.lanes[1].endsWithoutMark)
        #expect(diagram.marks.last == .init(lane: 0, column: 3, kind: .next("5"), ignored: true))
        #expect(diagram.steps[2] == "BehaviorSubject 1 is disposed, which ends BehaviorSubject 2's subscription.")
    }

    /// Chapter 7's `combineLatest`, shortened: the subscriber's line is named after the operator and
    /// drawn below the inputs, the operator's subscriptions to them are named after it, and what it
    /// sends shares a column with the input element it sent it for.
    static let combineLatest: [TimelineEntry] = [
        .line(1, kind: "PublishSubject", element: "String"),
        .line(2, kind: "PublishSubject", element: "String"),
        .line(3, kind: "operator", element: "(String, String)"), .name(3, "combineLatest"),
        .subscribe(line: 3, subscription: 1, feeds: nil),
        .subscribe(line: 1, subscription: 2, feeds: 3),
        .subscribe(line: 2, subscription: 3, feeds: 3),
        .event(1, .next("ana")), .deliver(2, .next("ana")),
        .event(2, .next("1234")), .deliver(3, .next("1234")), .deliver(1, .next(#"("ana", "1234")"#)),
        .dispose(1), .dispose(2), .dispose(3),
    ]

    @Test func anOperatorsSubscriberIsALaneNamedAfterItBelowItsInputs() throws {
        let diagram = MarbleDiagram(Self.combineLatest)
        #expect(diagram.lanes == [
            .init(kind: .source, label: "PublishSubject 1", spokenName: "PublishSubject 1 (a PublishSubject<String>)", start: 0, end: nil),
            .init(kind: .subscription, label: "→ combineLatest", spokenName: "combineLatest's subscription to PublishSubject 1", start: 1, end: 6),
            .init(kind: .source, label: "PublishSubject 2", spokenName: "PublishSubject 2 (a PublishSubject<String>)", start: 0, end: nil),
            .init(kind: .subscription, label: "→ combineLatest", spokenName: "combineLatest's subscription to PublishSubject 2", start: 2, end: 7),
            .init(kind: .output, label: "combineLatest", spokenName: "combineLatest's subscriber (of an Observable<(String, String)>)",
                  start: 0, end: 5),
        ])
        #expect(diagram.marks == [
            .init(lane: 4, column: 0, kind: .subscribe),
            .init(lane: 1, column: 1, kind: .subscribe),
            .init(lane: 3, column: 2, kind: .subscribe),
            .init(lane: 0, column: 3, kind: .next("ana")),
            .init(lane: 1, column: 3, kind: .next("ana")),
            .init(lane: 2, column: 4, kind: .next("1234")),
            .init(lane: 3, column: 4, kind: .next("1234")),
            .init(lane: 4, column: 4, kind: .next(#"("ana", "1234")"#)),
            .init(lane: 4, column: 5, kind: .dispose),
            .init(lane: 1, column: 6, kind: .dispose),
            .init(lane: 3, column: 7, kind: .dispose),
        ])
        #expect(diagram.steps == [
            "combineLatest's subscriber subscribes.",
            "combineLatest subscribes to PublishSubject 1.",
            "combineLatest subscribes to PublishSubject 2.",
            "PublishSubject 1 is sent next(ana); combineLatest's subscription to PublishSubject 1 gets next(ana).",
            "PublishSubject 2 is sent next(1234); combineLatest's subscription to PublishSubject 2 gets next(1234); "
                + #"combineLatest's subscriber gets next(("ana", "1234"))."#,
            "combineLatest's subscriber is disposed.",
            "combineLatest's subscription to PublishSubject 1 is disposed.",
            "combineLatest's subscription to PublishSubject 2 is disposed.",
        ])
        let svg = diagram.svg(id: "bg-marbles-test", title: "Marble diagram of “combineLatest”")
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        // Drawn last, under a rule, with a bold name and a thicker axis.
        let rule = try #require(svg.range(of: "class=\"bg-mb-rule\""))
        let output = try #require(svg.range(of: "<g class=\"bg-mb-lane bg-mb-output\""))
        #expect(rule.upperBound < output.lowerBound && !svg[output.upperBound...].contains("bg-mb-lane"))
        #expect(svg[output.upperBound...].contains("font-weight=\"bold\">combineLatest</text>"))
        #expect(svg[output.upperBound...].contains("style=\"stroke-width: 2.5\""))
        #expect(MarbleDiagram(Self.combineLatest).figure(id: "x", exampleName: "combineLatest").contains("what the operator sent its subscriber"))
    }

    /// Chapter 7's `scan`, shortened: two subscribers, each with a `scan` of its own, are numbered
    /// as subscribers; an operator's stop event ends its lane, and the later disposal draws nothing.
    @Test func operatorsOfOneNameAreToldApartByTheirSubscribersNumbers() {
        let diagram = MarbleDiagram([
            .line(1, kind: "PublishSubject", element: "()"),
            .line(2, kind: "operator", element: "Int"), .name(2, "scan"),
            .subscribe(line: 2, subscription: 1, feeds: nil), .subscribe(line: 1, subscription: 2, feeds: 2),
            .event(1, .next("()")), .deliver(2, .next("()")), .deliver(1, .next("1")),
            .line(3, kind: "operator", element: "Int"), .name(3, "scan"),
            .subscribe(line: 3, subscription: 3, feeds: nil), .subscribe(line: 1, subscription: 4, feeds: 3),
            .event(1, .completed), .deliver(2, .completed), .deliver(1, .completed), .deliver(4, .completed), .deliver(3, .completed),
            .dispose(1), .dispose(3),
        ])
        #expect(diagram.lanes.map(\.label) == ["PublishSubject", "→ scan 1)", "→ scan 2)", "scan 1)", "scan 2)"])
        #expect(diagram.lanes.map(\.kind) == [.source, .subscription, .subscription, .output, .output])
        #expect(diagram.lanes[3].end == 5 && diagram.lanes[4].end == 5)
        #expect(diagram.columnCount == 6)
        #expect(diagram.marks.filter { $0.column == 5 }.map(\.lane) == [0, 1, 3, 2, 4])
        #expect(diagram.steps[3] == "Subscriber 2) of scan subscribes.")
        #expect(diagram.steps[4] == "scan for 2) subscribes to PublishSubject.")
        #expect(diagram.steps[5] == "PublishSubject is sent completed; the subscription of scan for 1) to PublishSubject gets completed; "
            + "subscriber 1) of scan gets completed; the subscription of scan for 2) to PublishSubject gets completed; subscriber 2) of scan gets completed.")
    }

    @Test func theSVGIsWellFormedTitledDescribedAndTheSameEveryTime() throws {
        let diagram = MarbleDiagram(Self.publish + [.line(2, kind: "ReplaySubject", element: "String"), .event(2, .next("cartChanged(items: 1) & <more>"))])
        let svg = diagram.svg(id: "bg-marbles-test", title: "Marble diagram of “publish”")
        #expect(svg == MarbleDiagram(Self.publish + [.line(2, kind: "ReplaySubject", element: "String"),
                                                      .event(2, .next("cartChanged(items: 1) & <more>"))]).svg(id: "bg-marbles-test", title: "Marble diagram of “publish”"))
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"bg-mb\" role=\"img\" "))
        #expect(svg.contains("aria-labelledby=\"bg-marbles-test-title\" aria-describedby=\"bg-marbles-test-desc\""))
        #expect(svg.contains("<title id=\"bg-marbles-test-title\">Marble diagram of “publish”</title>"))
        let description = "Lines, from the top: PublishSubject (a PublishSubject&lt;String&gt;), subscriber 1), subscriber 2), subscriber 3), "
            + "ReplaySubject (a ReplaySubject&lt;String&gt;). In the order of the run: 1. PublishSubject is sent next(lost). "
            + "2. Subscriber 1) subscribes to PublishSubject. 3. PublishSubject is sent next(a); subscriber 1) gets next(a). "
            + "4. Subscriber 2) subscribes to PublishSubject. 5. PublishSubject is sent next(b); subscriber 1) gets next(b); subscriber 2) gets next(b). "
            + "6. Subscriber 1) is disposed. 7. PublishSubject is sent completed; subscriber 2) gets completed. "
            + "8. PublishSubject is sent next(late), which it ignores. 9. Subscriber 3) subscribes to PublishSubject. "
            + "10. Subscriber 3) gets completed. 11. ReplaySubject is sent next(cartChanged(items: 1) &amp; &lt;more&gt;)."
        #expect(svg.contains("<desc id=\"bg-marbles-test-desc\">\(description)</desc>"))
        // A long value is cut in the middle on the diagram, and whole in the mark's tooltip.
        #expect(svg.contains(">cartChanged…&lt;more&gt;</text>"))
        #expect(svg.contains("<title>next(cartChanged(items: 1) &amp; &lt;more&gt;)</title>"))
        // Coordinates carry at most one decimal, the same on every machine.
        #expect(svg.range(of: #"\d\.\d\d"#, options: .regularExpression) == nil)
    }

    /// Chapter 5's failed upload: `completed` after the error is ignored, and drawn dashed with
    /// the shape of `completed`, which the key then explains.
    @Test func anIgnoredMarkPutsTheKeyOfItsKindInTheLegend() {
        let svg = MarbleDiagram([.line(1, kind: "AsyncSubject", element: "String"), .event(1, .error("connectionLost")), .event(1, .completed)])
            .svg(id: "bg-marbles-test", title: "Marble diagram")
        #expect(svg.contains(">error</text>") && svg.contains(">completed</text>") && svg.contains(">ignored</text>"))
        #expect(!svg.contains(">element</text>"))
    }

    @Test func theFigureKeepsTheLaneNamesInAGutterHiddenFromAssistiveTechnology() throws {
        let html = MarbleDiagram(Self.publish).figure(id: "bg-marbles-x", exampleName: "publish")
        let parser = XMLParser(data: Data(html.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(html.hasPrefix("<figure class=\"bg-marbles\"><div class=\"bg-marbles-scroll\" tabindex=\"0\"><svg xmlns=\"http://www.w3.org/2000/svg\" class=\"bg-mb-gutter\" aria-hidden=\"true\""))
        #expect(html.components(separatedBy: "role=\"img\"").count == 2)
        #expect(html.contains("<figcaption>The run of “publish” as a marble diagram:"))
    }
}

/// Where the figure goes on a page: under the last output block of an example marked `marbles`.
struct MarbleFigurePlacementTests {
    static let chapter = """
        # One

        ```swift marbles
        example(of: "drawn") {
          print("a")
        }
        ```

        ```output
        --- Example of: drawn ---
        a
        ```

        ```swift
          print("b")
        ```

        ```output
        b
        ```

        ```swift
        example(of: "not drawn") {
          print("c")
        }
        ```

        ```output
        --- Example of: not drawn ---
        c
        ```

        """

    @Test func theFigureFollowsTheLastOutputBlockOfAMarkedExampleOnly() throws {
        let book = try FixtureBook(["one.md": Self.chapter])
        defer { book.remove() }
        let timeline: [TimelineEntry] = [.line(1, kind: "PublishSubject", element: "Int"), .event(1, .next("1"))]
        let drawn = book.folder + "/one.md#drawn", notDrawn = book.folder + "/one.md#not drawn"
        var verification = PageVerdicts(statuses: [drawn: .verified, notDrawn: .verified])
        verification.timelines = [drawn: timeline, notDrawn: timeline]
        let page = article(try book.page("one.html", verification: verification))
        #expect(page.components(separatedBy: "<figure class=\"bg-marbles\">").count == 2)
        let figure = try #require(page.range(of: "<figure class=\"bg-marbles\">"))
        let lastOutput = try #require(page.range(of: "<samp>b</samp>"))
        let nextExample = try #require(page.range(of: "example “not drawn”"))
        #expect(lastOutput.upperBound < figure.lowerBound && figure.upperBound < nextExample.lowerBound)
        #expect(page.contains("Marble diagram of “drawn”"))

        // Without a recorded timeline (a book built unchecked), there is nothing to draw.
        #expect(!(try book.page("one.html")).contains("bg-marbles"))
    }
}
