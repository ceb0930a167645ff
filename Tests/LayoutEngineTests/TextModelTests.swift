import LayoutEngine
import Testing

/// The text model, its numbers derived by hand from Liberation Sans's advances (docs/layout-notes.md,
/// "Sizes from text"): in 2048ths, H 1479, e 1139, l 455 (bold 569), o 1139 (bold 1251), space
/// 569, w 1479, r 682, d 1139, m 1706, a 1139, b 1139, א 1286, ב 1225. At 17 points a unit is
/// 17/2048 of a point.
@Suite struct TextModelTests {
    let body = TextFont(pointSize: 17)

    /// Units of 2048ths at 17 points.
    func at17(_ units: Double) -> Double { units * 17 / 2048 }

    @Test func theSystemFontsVerticalMetricsAreIOSs() {
        #expect(body.ascender == 16.1865234375)
        #expect(body.descender == -4.1005859375)
        #expect(body.lineHeight == 20.287109375)
        #expect(body.leading == 0)
        #expect(body.capHeight == 11.97802734375)  // 1443 × 17 / 2048
        #expect(body.xHeight == 8.9482421875)  // 1078 × 17 / 2048
        for size in [11.0, 12, 13, 15, 28, 34, 53] {
            for weight in [TextFont.ultraLight, TextFont.regular, TextFont.semibold, TextFont.black] {
                let font = TextFont(pointSize: size, weight: weight)
                #expect(font.lineHeight == font.ascender - font.descender)
                #expect(font.lineHeight == size * 2444 / 2048)
            }
        }
    }

    @Test func aLineIsItsCharactersAdvances() {
        let hello = TextLayout.measure("Hello", font: body)
        #expect(hello == TextBlock(width: at17(1479 + 1139 + 455 + 455 + 1139), height: 20.287109375, lineCount: 1))
        #expect(hello.width == 38.73974609375)
        let bold = TextLayout.measure("Hello", font: TextFont(pointSize: 17, weight: TextFont.bold))
        #expect(bold.width == at17(1479 + 1139 + 569 + 569 + 1251))
    }

    @Test func weightsBetweenRegularAndBoldBlendTheirWidths() {
        let regular = TextLayout.measure("l", font: TextFont(pointSize: 2048)).width
        #expect(regular == 455)
        #expect(TextLayout.measure("l", font: TextFont(pointSize: 2048, weight: TextFont.light)).width == 455)
        #expect(TextLayout.measure("l", font: TextFont(pointSize: 2048, weight: TextFont.black)).width == 569)
        let semibold = TextLayout.measure("l", font: TextFont(pointSize: 2048, weight: TextFont.semibold)).width
        #expect(abs(semibold - (455 + 0.75 * 114)) < 1e-4)
    }

    @Test func kernIsAddedAfterEveryCharacter() {
        let block = TextLayout.measure("ab", font: body, kern: 2)
        #expect(block.width == at17(1139 + 1139) + 4)
    }

    @Test func linesBreakAtSpacesWithinTheWidth() {
        // "Hello " is 5236 units (43.46), "world" 4894 (40.62): together past 50.
        let block = TextLayout.measure("Hello world", font: body, width: 50)
        #expect(block.lineCount == 2)
        #expect(block.width == at17(4894))  // the first line's space hangs past it
        #expect(block.height == 2 * 20.287109375)
        #expect(TextLayout.measure("Hello world", font: body, width: 100) == TextLayout.measure("Hello world", font: body))
    }

    @Test func aWordLongerThanTheWidthBreaksWhereItMust() {
        // m is 1706 units, 14.16 points: two fit in 30.
        let block = TextLayout.measure("mmmmm", font: body, width: 30)
        #expect(block == TextBlock(width: at17(2 * 1706), height: 3 * 20.287109375, lineCount: 3))
        // A character wider than the width still takes a line.
        #expect(TextLayout.measure("mm", font: body, width: 5).lineCount == 2)
    }

    @Test func newlinesAreHonoured() {
        let block = TextLayout.measure("a\nbb", font: body, width: 300)
        #expect(block == TextBlock(width: at17(2 * 1139), height: 2 * 20.287109375, lineCount: 2))
        #expect(TextLayout.measure("a\r\nbb", font: body) == block)
        #expect(TextLayout.measure("a\u{2028}bb", font: body) == block)
        // A newline at the very end starts no line; an empty line is a line.
        #expect(TextLayout.measure("a\n", font: body).lineCount == 1)
        #expect(TextLayout.measure("\n", font: body) == TextBlock(width: 0, height: 20.287109375, lineCount: 1))
        #expect(TextLayout.measure("a\n\nb", font: body).lineCount == 3)
    }

    @Test func asOneLineNewlinesAdvanceNothing() {
        let block = TextLayout.measure("a\nbb", font: body, width: 5, wrapping: .singleLine)
        #expect(block == TextBlock(width: at17(3 * 1139), height: 20.287109375, lineCount: 1))
    }

    @Test func emptyTextIsZeroByZero() {
        #expect(TextLayout.measure("", font: body) == TextBlock())
        #expect(TextLayout.measure([], width: 10) == TextBlock())
    }

    @Test func textOfAnyKindHasAWidthAndNeverTraps() {
        // Combining marks advance nothing.
        #expect(TextLayout.measure("e\u{301}", font: body).width == at17(1139))
        #expect(TextLayout.measure("\u{301}\u{302}", font: body).width == 0)
        // An emoji is 1.25 em, however many scalars make it.
        for emoji in ["👍", "👍🏽", "🇫🇷", "👩‍👩‍👧", "❤️", "1️⃣"] {
            #expect(TextLayout.measure(emoji, font: body).width == 21.25, "\(emoji)")
        }
        // Right to left is measured as left to right; what the table lacks takes a digit's width.
        #expect(TextLayout.measure("אב", font: body).width == at17(1286 + 1225))
        #expect(TextLayout.measure("اب", font: body).width == at17(2 * 1139))
        // East Asian wide characters are one em, and a line may break between them.
        #expect(TextLayout.measure("你好", font: body).width == 34)
        #expect(TextLayout.measure("你好", font: body, width: 20).lineCount == 2)
        // Controls and formatting characters advance nothing; a lone surrogate cannot be made.
        #expect(TextLayout.measure("a\u{200B}\u{200D}\u{0007}b", font: body).width == at17(2 * 1139))
    }

    @Test func tabsAdvanceToTheNextStop() {
        // a (9.45) tabs to 28, then b.
        #expect(TextLayout.measure("a\tb", font: body).width == 28 + at17(1139))
    }

    @Test func lineSpacingAndHeightsFollowTheParagraphStyle() {
        let runs = [TextRun("a\nb", font: body)]
        #expect(TextLayout.measure(runs, spacing: LineSpacing(lineSpacing: 4)).height == 2 * 20.287109375 + 4)
        #expect(TextLayout.measure(runs, spacing: LineSpacing(lineHeightMultiple: 1.5)).height == 2 * 20.287109375 * 1.5)
        #expect(TextLayout.measure(runs, spacing: LineSpacing(minimumLineHeight: 30)).height == 60)
        #expect(TextLayout.measure(runs, spacing: LineSpacing(maximumLineHeight: 18)).height == 36)
        #expect(TextLayout.measure(runs, spacing: LineSpacing(paragraphSpacing: 5, paragraphSpacingBefore: 3)).height == 2 * 20.287109375 + 8)
        // Wrapped lines of one paragraph take no paragraph spacing.
        let wrapped = TextLayout.measure([TextRun("Hello world", font: body)], width: 50, spacing: LineSpacing(paragraphSpacing: 5))
        #expect(wrapped.height == 2 * 20.287109375)
    }

    @Test func aLineIsAsTallAsItsTallestFont() {
        let runs = [TextRun("a", font: body), TextRun("B", font: TextFont(pointSize: 34))]
        let block = TextLayout.measure(runs)
        #expect(block.height == 34.0 * 2444 / 2048)
        #expect(block.width == at17(1139) + 34.0 * 1366 / 2048)
    }

    @Test func linesPastTheMostAskedForAreLeftOut() {
        let block = TextLayout.measure([TextRun("Hello world", font: body)], width: 50, maximumLines: 1)
        #expect(block == TextBlock(width: 50, height: 20.287109375, lineCount: 1, isTruncated: true))
        let fits = TextLayout.measure([TextRun("a\n", font: body)], width: 50, maximumLines: 1)
        #expect(!fits.isTruncated && fits.width == at17(1139))
        #expect(TextLayout.measure([TextRun("a\nb", font: body)], maximumLines: 1).isTruncated)
    }

    @Test func characterWrappingBreaksAnywhere() {
        // "ab cd": a line holds a, b, the space and c (3871 units, 32.13) at 34, not d.
        let block = TextLayout.measure([TextRun("ab cd", font: body)], width: 34, wrapping: .characters)
        #expect(block.lineCount == 2)
    }

    @Test func textStylesHaveTheGuidelinesSizes() {
        #expect(TextStyle.body.pointSize(atCategory: TextStyle.largeCategory) == 17)
        #expect(TextStyle.caption2.pointSize(atCategory: 0) == 11)
        #expect(TextStyle.title1.pointSize(atCategory: 11) == 58)
        #expect(TextStyle.headline.font() == TextFont(pointSize: 17, weight: TextFont.semibold))
        #expect(TextStyle.footnote.pointSize(atCategory: 99) == 13)
    }
}
