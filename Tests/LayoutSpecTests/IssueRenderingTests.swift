import LayoutSpec
import Testing

/// An issue as the command line prints it: what a terminal would act on or not show escaped, in
/// the source's name, a key, a value quoted.
@Suite struct IssueRenderingTests {
    @Test func issuesAreEscaped() {
        let issue = SpecIssue(
            .unknownKey("\u{1B}[2J\u{202E}", in: .section, suggestion: nil), at: SpecPath([.key("sections"), .index(0), .key("\u{1B}")]))
        #expect(issue.rendered(source: "evil\u{1B}]0;x\u{7}.json") ==
            #"evil\u001B]0;x\u0007.json: error: sections[0]["\u001b"]: unknown key "\u001B[2J\u202E" in a section object"#)
        let atText = SpecIssue(.syntax(.comment), at: .text(TextPosition(line: 1, column: 2)))
        #expect(atText.rendered(source: "a\nb.json") == #"a\u000Ab.json:1:2: error: comments are not JSON"#)
    }

    /// A key json-c reads with an ESC in it, as the reader reports it.
    @Test func aKeyWithAnEscapeSequenceReachesNoTerminal() {
        #expect(diagnostics(oneSection(#""kind": "flow", "\u001b]0;owned\u0007": 1"#)) == [
            #"spec.json: error: sections[0]["\u001b]0;owned\u0007"]: unknown key "\u001B]0;owned\u0007" in a section object"#
        ])
    }
}
