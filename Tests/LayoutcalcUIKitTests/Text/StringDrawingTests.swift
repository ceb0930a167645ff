import LayoutcalcUIKit
import Testing

/// UIKit's string measuring, attributed strings, fonts and labels over the text model; numbers
/// derived by hand from its table (in 2048ths: H 1479, e 1139, l 455, o 1139, space 569, w 1479,
/// r 682, d 1139, a 1139, b 1139, m 1706; bold l 569, o 1251).
@Suite struct StringDrawingTests {
    let body = UIFont.systemFont(ofSize: 17)
    let line17: CGFloat = 20.287109375

    @Test func theSystemFontsMetricsAtEverySizeAndWeight() {
        #expect(body.ascender == 16.1865234375 && body.descender == -4.1005859375 && body.leading == 0)
        #expect(body.lineHeight == 20.287109375)
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        for size: CGFloat in [9, 11, 17, 22.5, 34, 60] {
            for weight in weights {
                let font = UIFont.systemFont(ofSize: size, weight: weight)
                #expect(font.ascender == size * 1950 / 2048 && font.descender == size * -494 / 2048)
                #expect(font.lineHeight == size * 2444 / 2048 && font.leading == 0)
                #expect(font.capHeight == size * 1443 / 2048 && font.xHeight == size * 1078 / 2048)
            }
        }
        #expect(UIFont.Weight.semibold.rawValue == CGFloat(Float(0.3)))
        #expect(UIFont.boldSystemFont(ofSize: 17).fontName == ".SFUI-Bold")
        #expect(UIFont(name: "HelveticaNeue-Bold", size: 12)?.pointSize == 12)
        #expect(body.withSize(34).lineHeight == 2 * line17)
    }

    @Test func aStringsSizeIsItsAdvancesOnOneLinePerNewline() {
        // Hello: 1479 + 1139 + 455 + 455 + 1139 = 4667.
        #expect("Hello".size(withAttributes: [.font: body]) == CGSize(width: 4667.0 * 17 / 2048, height: line17))
        #expect(("Hello" as NSString).size(withAttributes: [.font: body]) == "Hello".size(withAttributes: [.font: body]))
        // Bold: 1479 + 1139 + 569 + 569 + 1251 = 5007.
        #expect("Hello".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)]).width == 5007.0 * 17 / 2048)
        // Two lines: the wider is "bb".
        #expect("a\nbb".size(withAttributes: [.font: body]) == CGSize(width: 2278.0 * 17 / 2048, height: 2 * line17))
        // Without a font, the 12-point system font.
        #expect("a".size() == CGSize(width: 1139.0 * 12 / 2048, height: 12.0 * 2444 / 2048))
        // Kern is added after every character.
        #expect("ab".size(withAttributes: [.font: body, .kern: 1.5]).width == 2278.0 * 17 / 2048 + 3)
        #expect("".size(withAttributes: [.font: body]) == .zero)
    }

    @Test func aBoundingRectWrapsAtTheWidthWithTheLineFragmentOrigin() {
        let options: NSStringDrawingOptions = [.usesLineFragmentOrigin, .usesFontLeading]
        // "Hello " is 5236 (43.46), "world" 4894 (40.62): at 50 two lines, the space hanging.
        let rect = "Hello world".boundingRect(with: CGSize(width: 50, height: 1000), options: options, attributes: [.font: body], context: nil)
        #expect(rect == CGRect(x: 0, y: 0, width: 4894.0 * 17 / 2048, height: 2 * line17))
        // The font's leading is 0: .usesFontLeading changes nothing.
        #expect("Hello world".boundingRect(with: CGSize(width: 50, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: body], context: nil) == rect)
        // A word longer than the width breaks where it must: m is 1706 (14.16), two a line at 30.
        let word = "mmmmm".boundingRect(with: CGSize(width: 30, height: 1000), options: options, attributes: [.font: body], context: nil)
        #expect(word.size == CGSize(width: 3412.0 * 17 / 2048, height: 3 * line17))
        // Without .usesLineFragmentOrigin, one line: the newline advances nothing.
        let one = "Hello\nworld".boundingRect(with: CGSize(width: 50, height: 1000), options: [], attributes: [.font: body], context: nil)
        #expect(one.size == CGSize(width: (4667.0 + 4894) * 17 / 2048, height: line17))
        // With .truncatesLastVisibleLine the lines past the height are left out.
        let cut = "mmmmm".boundingRect(
            with: CGSize(width: 30, height: 45), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: [.font: body],
            context: nil)
        #expect(cut.height == 2 * line17)
    }

    @Test func theParagraphStyleSpacesLines() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.lineHeightMultiple = 1.5
        let rect = "a\nb".boundingRect(
            with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: body, .paragraphStyle: style], context: nil)
        #expect(rect.height == 2 * line17 * 1.5 + 4)
        let copy = NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle
        #expect(copy?.lineSpacing == 0)
        copy?.lineBreakMode = .byCharWrapping
        // Character wrapping breaks anywhere: "ab cd" holds a, b, the space and c (3871, 32.13)
        // at 34, and puts d on a line of its own.
        let characters = "ab cd".boundingRect(
            with: CGSize(width: 34, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: body, .paragraphStyle: copy as Any], context: nil)
        #expect(characters.height == 2 * line17)
    }

    @Test func anAttributedStringMeasuresEachRunInItsFont() {
        let text = NSMutableAttributedString(string: "a", attributes: [.font: body])
        text.append(NSAttributedString(string: "b", attributes: [.font: UIFont.systemFont(ofSize: 34)]))
        // A line as tall as its tallest font: 34 × 2444 / 2048.
        #expect(text.size() == CGSize(width: 1139.0 * 17 / 2048 + 1139.0 * 34 / 2048, height: 2 * line17))
        let rect = NSAttributedString(string: "Hello world", attributes: [.font: body])
            .boundingRect(with: CGSize(width: 50, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        #expect(rect.height == 2 * line17)
    }

    @Test func textOfAnyKindNeverTraps() {
        let strings = ["", " ", "\n", "e\u{301}\u{302}\u{303}", "👩‍👩‍👧‍👦🇯🇵👍🏽", "שלום עולם", "مرحبا بالعالم", "你好，世界", "\u{200D}\u{FE0F}", "a\tb\r\nc", String(repeating: "ab ", count: 2000)]
        for string in strings {
            let size = string.size(withAttributes: [.font: body])
            #expect(size.width >= 0 && size.height >= 0 && size.width.isFinite, "\(string.prefix(10))")
            let rect = string.boundingRect(with: CGSize(width: 1, height: 10), options: .usesLineFragmentOrigin, attributes: [.font: body], context: nil)
            #expect(rect.height >= 0 && rect.width.isFinite)
            let label = UILabel()
            label.numberOfLines = 0
            label.text = string
            #expect(label.sizeThatFits(CGSize(width: 0.5, height: 0)).height >= 0)
        }
        // A height no line fits, or lines that take no room, cut to one line: "mmmmm" at 30
        // is three lines (above), one of them here.
        let truncating: NSStringDrawingOptions = [.usesLineFragmentOrigin, .truncatesLastVisibleLine]
        for height: CGFloat in [-.infinity, -.greatestFiniteMagnitude, -1] {
            let rect = "mmmmm".boundingRect(with: CGSize(width: 30, height: height), options: truncating, attributes: [.font: body], context: nil)
            #expect(rect.height == line17, "\(height)")
        }
        let noRoom = NSMutableParagraphStyle()
        noRoom.lineSpacing = -line17
        let spaced = "mmmmm".boundingRect(
            with: CGSize(width: 30, height: 10), options: truncating, attributes: [.font: body, .paragraphStyle: noRoom], context: nil)
        #expect(spaced.height.isFinite)
        // UIKit's label font is null_resettable: nil gives the 17-point system font back.
        let label = UILabel()
        label.text = "Hello world"
        let sized = label.intrinsicContentSize
        label.font = .systemFont(ofSize: 30)
        label.font = nil
        #expect(label.font.pointSize == 17 && label.intrinsicContentSize == sized)
        // An emoji is 1.25 em; a script the table lacks, 1139 a character.
        #expect("👍🏽".size(withAttributes: [.font: body]).width == 21.25)
        #expect("مر".size(withAttributes: [.font: body]).width == 2278.0 * 17 / 2048)
    }

    @Test func aLabelsSizesAreRoundedUpToThePixel() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello world"
        // 10130 × 17 / 2048 = 84.0869…: 253 pixels at scale 3. 20.287… is 61 pixels.
        let oneLine = CGSize(width: 253.0 / 3, height: 61.0 / 3)
        #expect(label.intrinsicContentSize == oneLine)
        // One line whatever the width.
        #expect(label.sizeThatFits(CGSize(width: 50, height: 10)) == oneLine)
        // Any number of lines: wrapped at the width, "world" (40.62) the wider, 122 pixels high.
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 50, height: 10)) == CGSize(width: 122.0 / 3, height: 122.0 / 3))
        #expect(label.intrinsicContentSize == oneLine)
        label.preferredMaxLayoutWidth = 50
        #expect(label.intrinsicContentSize == CGSize(width: 122.0 / 3, height: 122.0 / 3))
        // At scale 2, halves.
        LayoutcalcDevice(portraitSize: CGSize(width: 320, height: 568), scale: 2, userInterfaceIdiom: .phone).run {
            #expect(label.intrinsicContentSize == CGSize(width: 41, height: 41))
        }
        label.frame = CGRect(x: 5, y: 5, width: 50, height: 0)
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 5, y: 5, width: 122.0 / 3, height: 122.0 / 3))
        let fitted = label.systemLayoutSizeFitting(
            CGSize(width: 50, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 50, height: 122.0 / 3))
    }

    @Test func aLabelsLinesAreLimitedByItsNumberOfLines() {
        let label = UILabel()
        label.text = "mmmmm"
        label.numberOfLines = 2
        // Three lines at 30 (two m a line), two shown: the last filled to the width.
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 30, height: 100), limitedToNumberOfLines: 2).size == CGSize(width: 30, height: 2 * line17))
        #expect(label.sizeThatFits(CGSize(width: 30, height: 100)) == CGSize(width: 30, height: 122.0 / 3))
        // Attributed text takes its own fonts; a run without one, the label's.
        label.attributedText = NSAttributedString(string: "a")
        label.font = .systemFont(ofSize: 34)
        #expect(label.text == "a")
        #expect(label.sizeThatFits(.zero).height == (2 * line17 * 3).rounded(.up) / 3)
    }
}
