/// A position in a Markdown source file: 1-based line, and 1-based column counted in bytes,
/// as cmark reports it and as compilers print it.
package struct SourceLocation: Hashable, Comparable, Sendable {
    // 32 bits each: every node of every chapter holds two locations, and a 400-chapter book has
    // millions of nodes. cmark itself counts lines and columns in `int`.
    private var storedLine: Int32
    private var storedColumn: Int32

    package var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    package var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    package init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}

/// The source span of a node, both ends inclusive, as cmark reports it, except where cmark ends a
/// block on a line it does not own (see `MarkdownParser`). An inline that cmark gives no position
/// has its parent's range.
package struct SourceRange: Hashable, Sendable {
    package var start: SourceLocation
    package var end: SourceLocation

    package init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }
}

/// One node of a parsed Markdown document: plain Swift values, no C pointers.
package struct MarkdownNode: Hashable, Sendable {
    package var kind: Kind
    package var range: SourceRange
    package var children: [MarkdownNode]

    package init(kind: Kind, range: SourceRange, children: [MarkdownNode] = []) {
        self.kind = kind
        self.range = range
        self.children = children
    }

    package enum Kind: Hashable, Sendable {
        // Blocks
        case document
        case blockQuote
        case list(ordered: Bool, start: Int, tight: Bool)
        /// A list item; `checked` is nil unless the item is a GFM task (`- [ ]` / `- [x]`).
        case item(checked: Bool?)
        // Boxed (as are links and images): the largest payloads, and rarer than text, so every node is smaller.
        indirect case codeBlock(CodeBlock)
        case htmlBlock(String)
        case paragraph
        /// `attributes` holds mdBook's `{#id .class}` after the title, taken out of its text; nil
        /// for a heading without them.
        case heading(level: Int, attributes: HeadingAttributes?)
        case thematicBreak
        case table(alignments: [TableAlignment])
        case tableRow(isHeader: Bool)
        case tableCell
        // Inlines
        case text(String)
        case softBreak
        case lineBreak
        case code(String)
        case htmlInline(String)
        case emphasis
        case strong
        case strikethrough
        indirect case link(destination: String, title: String)
        indirect case image(destination: String, title: String)
        /// `[^label]` in the text: the number of the footnote it refers to, counted from 1 in the
        /// order footnotes are first referred to.
        case footnoteReference(number: Int)
        /// `[^label]: text`: a footnote, its blocks as children. cmark-gfm puts every definition
        /// that is referred to at the document's end, in number order.
        case footnoteDefinition(number: Int)
        // What `MarkdownExtensions` makes of cmark's tree
        /// A GitHub alert (`> [!NOTE]`): a block quote whose marker line is gone; `kind` is the
        /// marker's word upper-cased (`NOTE`, `TIP`, `IMPORTANT`, `WARNING`, `CAUTION`).
        case alert(kind: String)
        /// A definition list, as mdBook reads one: terms and their definitions, in order.
        case definitionList
        /// A term of a definition list; its children are inlines.
        case definitionTerm
        /// A definition of the term before it, without its `: `; its children are inlines.
        case definitionDetails
        /// A heading whose section the reader opens (`### Solution`, `### Hint`): the heading is
        /// the first child, the section's blocks up to the next heading of its level or above follow.
        case disclosure(DisclosureKind)
        // What `DocCMarkdown` and a DocC catalog's loader make of a catalog's chapters
        /// A DocC block directive (`@Name(arguments) { body }`), which cmark reads as paragraphs;
        /// its range spans the whole directive. The loader replaces or drops every one.
        indirect case directive(Directive)
        /// An image with scale and appearance variants (a DocC asset: `name@2x.png`,
        /// `name~dark@2x.png`); its children are the alt text.
        indirect case imageSet(ImageSet)
    }
}

/// mdBook's heading attributes: `## Setup {#setup .wide}`.
///
/// A class, so that a heading's kind stays as small as the other kinds: most headings have none.
package final class HeadingAttributes: Hashable, Sendable {
    /// The anchor `{#id}` asks for.
    package let id: String?
    /// The classes `.name` adds, in order.
    package let classes: [String]
    /// The other attributes, `key=value`, in order, as mdBook writes them on the heading.
    package let others: [Attribute]

    package struct Attribute: Hashable, Sendable {
        package var key: String
        package var value: String
    }

    package init(id: String?, classes: [String], others: [Attribute] = []) {
        self.id = id
        self.classes = classes
        self.others = others
    }

    package static func == (lhs: HeadingAttributes, rhs: HeadingAttributes) -> Bool {
        lhs.id == rhs.id && lhs.classes == rhs.classes && lhs.others == rhs.others
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(classes)
        hasher.combine(others)
    }
}

/// What a disclosure section holds for the reader.
package enum DisclosureKind: Hashable, Sendable {
    /// A challenge's solution: `Solution`, `Solution: ...`, `Solution ...`.
    case solution
    /// A hint towards it: `Hint`, `Hint: ...`.
    case hint
}

package enum TableAlignment: Hashable, Sendable {
    case none, left, center, right
}

/// A code block, with what a checker needs to find and rewrite its content in the source.
package struct CodeBlock: Hashable, Sendable {
    /// The whole info string after the opening fence, e.g. `swift compile-fail="..."`; empty when indented.
    package var info: String
    /// The content as cmark gives it: the fence's indentation removed, ending in a newline unless empty.
    package var literal: String
    /// Fence details; nil for an indented code block.
    package var fence: Fence?

    package init(info: String, literal: String, fence: Fence?) {
        self.info = info
        self.literal = literal
        self.fence = fence
    }

    package struct Fence: Hashable, Sendable {
        /// "`" or "~".
        package var character: Character
        /// The number of fence characters of the opening fence.
        package var length: Int
        /// Spaces before the opening fence (0...3), relative to the enclosing container.
        package var indent: Int
        /// The source lines holding the content: after the opening fence, before the closing one.
        package var contentLines: Range<Int>
        /// False when no closing fence came before the end of the document or of the enclosing list
        /// item or block quote (cmark then runs the block to that end).
        package var isClosed: Bool

        package init(character: Character, length: Int, indent: Int, contentLines: Range<Int>, isClosed: Bool) {
            self.character = character
            self.length = length
            self.indent = indent
            self.contentLines = contentLines
            self.isClosed = isClosed
        }
    }
}
