import BookCore

/// "Predict the output": an ```output predict block is shown behind a disclosure, so the reader
/// can work out what the code prints before looking. It reuses the solutions' disclosure (its
/// style, and the print script that opens it), so paper and the EPUB show the output in full.
extension ChapterRenderer {
    /// Whether the code block whose node starts on `line` is an output block marked `predict`.
    package func isPrediction(blockAt line: Int) -> Bool {
        guard case .output(let id, let index) = checked.role(ofBlockAt: line),
              let example = checked.snippets.examples.first(where: { $0.id == id }),
              example.expectedOutputs.indices.contains(index) else { return false }
        return example.expectedOutputs[index].predict
    }

    /// The disclosure's opening tags: closed on a chapter page, open on the print page and in the EPUB.
    package var predictionOpening: String {
        let open = mode == .chapterPage ? "" : mode.isXHTML ? " open=\"open\"" : " open"
        return "<details class=\"bg-solution bg-predict\"\(open)>\n<summary>The output</summary>\n"
    }
}
