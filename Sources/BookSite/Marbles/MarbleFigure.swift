import BookCore

/// The marble diagram under the last output block of an example marked `marbles`.
struct MarbleFigure: Equatable {
    var exampleID: String
    var exampleName: String
    var timeline: [TimelineEntry]

    /// The figure for the output block `outputIndex` of `exampleID`, if it is the last block of an
    /// example marked `marbles` whose run recorded a timeline.
    init?(exampleID: String, outputIndex: Int, chapter: CheckedChapter, verification: Verification) {
        guard let timeline = verification.timelines[exampleID],
              let example = chapter.snippets.examples.first(where: { $0.id == exampleID }),
              example.drawsMarbleDiagram, outputIndex == example.expectedOutputs.count - 1
        else { return nil }
        self.exampleID = exampleID
        self.exampleName = example.name
        self.timeline = timeline
    }

    /// The figure's HTML, which is also well-formed XHTML.
    var html: String {
        MarbleDiagram(timeline).figure(id: id, exampleName: exampleName)
    }

    /// An `id` for the figure's parts, the same in every build and distinct for every example of the book.
    var id: String {
        "bg-marbles-" + SHA256.hex(exampleID).prefix(12)
    }
}
