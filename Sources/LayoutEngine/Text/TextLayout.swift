/// A run of text in one font: a string, or part of an attributed string whose attributes are the
/// same throughout.
public struct TextRun: Sendable {
    public var text: Substring
    public var font: TextFont
    /// Points added after each of its characters (`NSAttributedString.Key.kern`).
    public var kern: Double

    public init(_ text: Substring, font: TextFont, kern: Double = 0) {
        self.text = text
        self.font = font
        self.kern = kern
    }

    public init(_ text: String, font: TextFont, kern: Double = 0) {
        self.init(text[...], font: font, kern: kern)
    }
}

/// How lines are spaced, as `NSParagraphStyle` says: each line's height (the tallest font on it)
/// times `lineHeightMultiple` where it is more than 0, then at least `minimumLineHeight` and at
/// most `maximumLineHeight` (where more than 0); `lineSpacing` between lines, and
/// `paragraphSpacing` and `paragraphSpacingBefore` between paragraphs.
public struct LineSpacing: Hashable, Sendable {
    public var lineSpacing: Double
    public var lineHeightMultiple: Double
    public var minimumLineHeight: Double
    public var maximumLineHeight: Double
    public var paragraphSpacing: Double
    public var paragraphSpacingBefore: Double

    public init(
        lineSpacing: Double = 0, lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0, maximumLineHeight: Double = 0,
        paragraphSpacing: Double = 0, paragraphSpacingBefore: Double = 0
    ) {
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.paragraphSpacing = paragraphSpacing
        self.paragraphSpacingBefore = paragraphSpacingBefore
    }

    /// A line whose tallest font is `height` high, spaced.
    public func height(ofLine height: Double) -> Double {
        var line = lineHeightMultiple > 0 ? height * lineHeightMultiple : height
        if minimumLineHeight > 0 { line = max(line, minimumLineHeight) }
        if maximumLineHeight > 0 { line = min(line, maximumLineHeight) }
        return line
    }
}

/// How text wraps: where a line may break, and whether at all.
public enum TextWrapping: Hashable, Sendable {
    /// One line: newlines advance nothing (`boundingRect` without `.usesLineFragmentOrigin`).
    case singleLine
    /// Lines end at newlines and at the width, after a space, a hyphen or a dash, or around an
    /// East Asian wide character; a word longer than the width breaks between characters.
    case words
    /// Lines end at newlines and at the width, between any two characters.
    case characters
}

/// The size text takes: its widest line, the height of its lines, and how many there are.
public struct TextBlock: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var lineCount: Int
    /// Whether lines were left out past the most asked for.
    public var isTruncated: Bool

    public init(width: Double = 0, height: Double = 0, lineCount: Int = 0, isTruncated: Bool = false) {
        self.width = width
        self.height = height
        self.lineCount = lineCount
        self.isTruncated = isTruncated
    }
}

/// Text laid out in lines by the width model, as UIKit's string drawing and labels measure it:
/// layout-rules §14.
public enum TextLayout {
    /// The size of `runs` laid out in lines at most `width` wide (`.infinity`: no width), at most
    /// `maximumLines` of them (0: any number).
    ///
    /// Lines break as `wrapping` says. Spaces at the end of a line that wraps hang past the
    /// width and do not count; elsewhere they count. A line is as tall as the tallest font on it
    /// (an empty line, its newline's font), spaced as `spacing` says. A newline at the very end
    /// starts no line. Empty text is 0 × 0. Where lines are left out past `maximumLines`, the
    /// last line kept is filled to the width (it ends in an ellipsis). One pass over the
    /// characters, without allocating.
    public static func measure(
        _ runs: [TextRun], width: Double = .infinity, wrapping: TextWrapping = .words, maximumLines: Int = 0,
        spacing: LineSpacing = LineSpacing()
    ) -> TextBlock {
        var lines = LineBuilder(width: wrapping == .singleLine ? .infinity : width, spacing: spacing, maximumLines: maximumLines)
        runs: for run in runs {
            let boldness = run.font.boldness
            let scale = run.font.pointSize / TextFont.unitsPerEm
            let lineHeight = run.font.lineHeight
            for character in run.text {
                if lines.isFull {
                    lines.truncate()
                    break runs
                }
                let (role, units) = TextMeasure.measure(character, boldness: boldness)
                let advance = units * scale + run.kern
                switch role {
                case .lineBreak:
                    if wrapping == .singleLine {
                        lines.add(advance: run.kern, height: lineHeight, breakable: false)
                    } else {
                        lines.endParagraph(height: lineHeight)
                    }
                case .space: lines.addSpace(advance: advance, height: lineHeight)
                case .tab: lines.addTab(kern: run.kern, height: lineHeight)
                case .breakAfter:
                    lines.add(advance: advance, height: lineHeight, breakable: wrapping != .singleLine)
                    lines.endWord()
                case .breakAround:
                    lines.endWord()
                    lines.add(advance: advance, height: lineHeight, breakable: wrapping != .singleLine)
                    lines.endWord()
                case .glyph:
                    lines.add(advance: advance, height: lineHeight, breakable: wrapping != .singleLine)
                    if wrapping == .characters { lines.endWord() }
                }
            }
        }
        return lines.finish()
    }

    /// The size of `string` in `font`, as `measure(_:width:wrapping:maximumLines:spacing:)`
    /// lays it out.
    public static func measure(_ string: String, font: TextFont, kern: Double = 0, width: Double = .infinity, wrapping: TextWrapping = .words)
        -> TextBlock
    {
        measure([TextRun(string, font: font, kern: kern)], width: width, wrapping: wrapping)
    }
}

/// Lines as they fill, greedily: a word goes on the line it starts on if it fits, else on the
/// next; a word wider than a whole line breaks where the width runs out.
private struct LineBuilder {
    let width: Double
    let spacing: LineSpacing
    let maximumLines: Int

    private var block = TextBlock()
    /// Whether the most lines asked for are laid out: the rest of the text is not read.
    private(set) var isFull = false

    /// The current line: its words and the spaces after them, the width of its words alone, and
    /// its tallest font.
    private var lineWidth = 0.0
    private var lineWordsWidth = 0.0
    private var lineHeight = 0.0
    private var lineHasText = false
    /// The word being read, since the last place a line may break.
    private var wordWidth = 0.0
    private var wordHeight = 0.0
    private var wordHasText = false
    /// Whether the last line ended at a newline, so that the next starts a paragraph.
    private var paragraphEnded = false

    init(width: Double, spacing: LineSpacing, maximumLines: Int) {
        self.width = width
        self.spacing = spacing
        self.maximumLines = maximumLines
    }

    /// Text is left after the last line asked for.
    mutating func truncate() {
        block.isTruncated = true
    }

    /// A character of the word being read, `advance` wide in a font `height` high.
    mutating func add(advance: Double, height: Double, breakable: Bool) {
        if breakable && lineHasText && lineWidth + wordWidth + advance > width {
            // The word does not fit after the line's words: it starts the next line.
            endLine(wrapped: true)
            if isFull { return truncate() }
        }
        if breakable && !lineHasText && wordHasText && wordWidth + advance > width {
            // The word alone is wider than a line: it breaks before this character.
            endWord()
            endLine(wrapped: true)
            if isFull { return truncate() }
        }
        wordWidth += advance
        wordHeight = max(wordHeight, height)
        wordHasText = true
    }

    /// The word read so far goes on the line: a line may break after it.
    mutating func endWord() {
        guard wordHasText else { return }
        lineWidth += wordWidth
        lineWordsWidth = lineWidth
        lineHeight = max(lineHeight, wordHeight)
        lineHasText = true
        (wordWidth, wordHeight, wordHasText) = (0, 0, false)
    }

    /// A space: it ends the word and stays on its line, whatever the width.
    mutating func addSpace(advance: Double, height: Double) {
        endWord()
        lineWidth += advance
        lineHeight = max(lineHeight, height)
        lineHasText = true
    }

    /// A tab: to the next multiple of the tab interval from the line's start.
    mutating func addTab(kern: Double, height: Double) {
        endWord()
        let stop = ((lineWidth / TextMeasure.tabInterval).rounded(.down) + 1) * TextMeasure.tabInterval
        addSpace(advance: stop - lineWidth + kern, height: height)
    }

    /// A newline in a font `height` high: it ends the line and the paragraph.
    mutating func endParagraph(height: Double) {
        endWord()
        if !lineHasText { lineHeight = height }
        endLine(wrapped: false)
        paragraphEnded = true
    }

    /// Ends the current line. A line ended by wrapping leaves its trailing spaces out.
    private mutating func endLine(wrapped: Bool) {
        if block.lineCount > 0 {
            block.height += spacing.lineSpacing
            if paragraphEnded { block.height += spacing.paragraphSpacing + spacing.paragraphSpacingBefore }
        }
        block.width = max(block.width, wrapped ? lineWordsWidth : lineWidth)
        block.height += spacing.height(ofLine: lineHeight)
        block.lineCount += 1
        paragraphEnded = false
        (lineWidth, lineWordsWidth, lineHeight, lineHasText) = (0, 0, 0, false)
        if maximumLines > 0 && block.lineCount == maximumLines { isFull = true }
    }

    /// The lines, the last one ended. Where text was left out, the last line is filled to the
    /// width.
    mutating func finish() -> TextBlock {
        if block.isTruncated {
            if width.isFinite { block.width = max(block.width, width) }
            return block
        }
        endWord()
        if lineHasText { endLine(wrapped: false) }
        return block
    }
}
