/// A unified diff of two line lists, with three lines of context, as `diff -u` prints it.
enum UnifiedDiff {
    static func lines(expected: [String], actual: [String], expectedLabel: String, actualLabel: String) -> [String] {
        let operations = editScript(expected, actual)
        var output = ["--- \(expectedLabel)", "+++ \(actualLabel)"]
        var index = 0
        while let firstChange = operations[index...].firstIndex(where: { $0.kind != .same }) {
            // A hunk runs from three lines before its first change to three after its last one,
            // taking in later changes that come within six lines.
            let start = max(index, firstChange - 3)
            var lastChange = firstChange
            var cursor = firstChange
            while cursor < operations.count, cursor - lastChange <= 6 {
                if operations[cursor].kind != .same { lastChange = cursor }
                cursor += 1
            }
            let end = min(operations.count, lastChange + 4)
            let hunk = operations[start..<end]
            let oldStart = (hunk.first?.oldIndex ?? 0) + 1
            let newStart = (hunk.first?.newIndex ?? 0) + 1
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            for operation in hunk {
                switch operation.kind {
                case .same: output.append(" " + operation.text)
                case .delete: output.append("-" + operation.text)
                case .insert: output.append("+" + operation.text)
                }
            }
            index = end
            if index >= operations.count { break }
        }
        return output
    }

    struct Operation {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var text: String
        /// Where this operation stands in the old and the new list.
        var oldIndex: Int
        var newIndex: Int
    }

    /// A shortest edit script from the longest common subsequence; outputs are small enough for O(n·m).
    static func editScript(_ old: [String], _ new: [String]) -> [Operation] {
        let n = old.count, m = new.count
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var operations: [Operation] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                operations.append(Operation(kind: .same, text: old[i], oldIndex: i, newIndex: j))
                i += 1
                j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                // Deletions before insertions, as `diff -u` shows a changed line.
                operations.append(Operation(kind: .delete, text: old[i], oldIndex: i, newIndex: j))
                i += 1
            } else {
                operations.append(Operation(kind: .insert, text: new[j], oldIndex: i, newIndex: j))
                j += 1
            }
        }
        return operations
    }
}
