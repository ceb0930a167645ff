import Foundation

extension LayoutcalcDevice {
    /// What measures text on the device in the text model's place: a closure from a string, its
    /// attributes and the width its lines wrap at (`.greatestFiniteMagnitude` for none) to the
    /// size it takes. A test that needs exact sizes installs one with
    /// ``LayoutcalcDevice/withTextMeasurer(_:)``, and every measure of text on the device (string
    /// drawing, attributed strings, labels) gets its sizes. See <doc:SizingFromText>.
    public struct TextMeasurer: Hashable, Sendable {
        public typealias Measure = @Sendable (_ string: String, _ attributes: [NSAttributedString.Key: Any], _ width: CGFloat) -> CGSize

        /// The closure, in a box that two devices compare by: a measurer is the same as
        /// itself only.
        private final class Box: Sendable {
            let measure: Measure

            init(_ measure: @escaping Measure) {
                self.measure = measure
            }
        }

        private let box: Box

        public init(_ measure: @escaping Measure) {
            box = Box(measure)
        }

        /// The size `string` takes with `attributes` in lines `width` wide.
        public func size(of string: String, attributes: [NSAttributedString.Key: Any], width: CGFloat) -> CGSize {
            box.measure(string, attributes, width)
        }

        public static func == (lhs: TextMeasurer, rhs: TextMeasurer) -> Bool {
            lhs.box === rhs.box
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(box))
        }
    }

    /// The same device, its text measured by `measure` in place of the text model.
    public func withTextMeasurer(_ measure: @escaping TextMeasurer.Measure) -> LayoutcalcDevice {
        var device = self
        device.textMeasurer = TextMeasurer(measure)
        return device
    }
}
