import BookCore

/// The marble diagram under the last output block of an example marked `marbles`.
package struct MarbleFigure: Equatable {
    package var exampleID: String
    package var exampleName: String
    package var timeline: [TimelineEntry]

    /// The figure for the output block `outputIndex` of `exampleID`, if it is the last block of an
    /// example marked `marbles` whose run recorded a timeline.
    package init?(exampleID: String, outputIndex: Int, chapter: PreparedChapter, verdicts: PageVerdicts) {
        guard let timeline = verdicts.timelines[exampleID],
              let example = chapter.snippets.examples.first(where: { $0.id == exampleID }),
              example.drawsMarbleDiagram, outputIndex == example.expectedOutputs.count - 1
        else { return nil }
        self.exampleID = exampleID
        self.exampleName = example.name
        self.timeline = timeline
    }

    /// The figure's HTML, which is also well-formed XHTML.
    package var html: String {
        MarbleDiagram(timeline).figure(id: id, exampleName: exampleName)
    }

    /// An `id` for the figure's parts, the same in every build and distinct for every example of the book.
    package var id: String {
        "bg-marbles-" + SHA256.hex(exampleID).prefix(12)
    }
}
