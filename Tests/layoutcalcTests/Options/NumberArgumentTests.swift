import ArgumentParser
@testable import layoutcalc
import LayoutEngine
import Testing

/// The numbers options take: JSON's grammar, finite, within each option's range.
@Suite struct NumberArgumentTests {
    @Test(arguments: ["0", "5", "-5", "390", "0.5", "-0.25", "1e3", "1E+3", "2.5e-2", "-0", "10000000"])
    func jsonNumbersAreNumbers(_ text: String) {
        #expect(NumberArgument.isJSONNumber(text.utf8))
    }

    @Test(arguments: [
        "", "-", "+5", "0x10", "1e", "1e+", ".5", "5.", "05", "-05", "nan", "inf", "-inf", "Infinity", "1_000", " 5", "5 ",
        "1,5", "٣",
    ])
    func otherTextIsNot(_ text: String) {
        #expect(!NumberArgument.isJSONNumber(text.utf8))
    }

    @Test func lengthsArePositiveAndAtMostTheLongestASpecMayGive() throws {
        #expect(try NumberArgument.length("390") == 390)
        #expect(try NumberArgument.length("10000000") == 10_000_000)
        #expect(try NumberArgument.length("0.5") == 0.5)
        for text in ["0", "-1", "10000000.5", "1e400", "0x10"] {
            #expect(throws: ValidationError.self) { try NumberArgument.length(text) }
        }
        #expect(try NumberArgument.lengths("320,390,834") == [320, 390, 834])
    }

    @Test func aRefusedNumberSaysWhatIsAllowed() {
        func message(_ read: () throws -> Any) -> String? {
            do {
                _ = try read()
                return nil
            } catch {
                return (error as? ValidationError)?.message
            }
        }
        #expect(message { try NumberArgument.length("0x10") } == "must be a decimal number > 0, at most 10000000")
        #expect(message { try NumberArgument.offset("inf") } == "must be a decimal number from -10000000 to 10000000")
        #expect(message { try NumberArgument.scale("4") } == "must be 1, 2 or 3")
        #expect(message { try NumberArgument.decimals("-1") } == "must be an integer from 0 to 17")
        // In a list, the value refused is named as it was written.
        #expect(message { try NumberArgument.lengths("320,0x10") } == "'0x10' must be a decimal number > 0, at most 10000000")
        #expect(message { try NumberArgument.offsetPoint("1,2,3") } == "must be two numbers, X,Y")
    }

    @Test func offsetsMayBeNegative() throws {
        #expect(try NumberArgument.offset("-5") == -5)
        #expect(try NumberArgument.offset("-10000000") == -10_000_000)
        #expect(throws: ValidationError.self) { try NumberArgument.offset("-10000001") }
        #expect(throws: ValidationError.self) { try NumberArgument.offset("nan") }
    }

    /// The shape `--scroll-offset X,Y` takes: two offsets.
    @Test func aPointIsTwoOffsets() throws {
        #expect(try NumberArgument.offsetPoint("-5,120.5") == Point(x: -5, y: 120.5))
        for text in ["5", "5,", ",5", "5,x", "5,1e400"] {
            #expect(throws: ValidationError.self) { try NumberArgument.offsetPoint(text) }
        }
    }

    @Test func scalesAndDecimals() throws {
        #expect(try [1, 2, 3].map { try NumberArgument.scale("\($0)") } == [1, 2, 3])
        #expect(throws: ValidationError.self) { try NumberArgument.scale("2.5") }
        #expect(try NumberArgument.decimals("0") == 0)
        #expect(try NumberArgument.decimals("17") == 17)
        for text in ["18", "-1", "0x1", "1.0", "", "+2"] {
            #expect(throws: ValidationError.self) { try NumberArgument.decimals(text) }
        }
    }
}
