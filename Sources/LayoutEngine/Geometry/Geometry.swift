/// A position in points; y grows down.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}

/// A frame: origin and size, in points.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public var origin: Point { Point(x: x, y: y) }
    public var size: Size { Size(width: width, height: height) }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The frame moved by `offset`.
    public func offsetBy(_ offset: Point) -> Rect {
        Rect(x: x + offset.x, y: y + offset.y, width: width, height: height)
    }

    /// Whether the two frames share an area greater than zero: frames that only touch do not
    /// overlap (layout-rules §12, "What a rect holds"; Foundation's `CGRect.intersects` on Linux
    /// counts touching frames).
    public func overlaps(_ other: Rect) -> Bool {
        min(maxX, other.maxX) - max(x, other.x) > 0 && min(maxY, other.maxY) - max(y, other.y) > 0
    }

    /// Whether the two frames meet, touching edges included.
    public func meets(_ other: Rect) -> Bool {
        x <= other.maxX && other.x <= maxX && y <= other.maxY && other.y <= maxY
    }

    /// The part of the frame inside `bounds`, or `nil` when they do not meet; frames that only
    /// touch give a strip of zero width or height.
    public func clipped(to bounds: Rect) -> Rect? {
        guard meets(bounds) else { return nil }
        let left = max(x, bounds.x)
        let top = max(y, bounds.y)
        return Rect(x: left, y: top, width: min(maxX, bounds.maxX) - left, height: min(maxY, bounds.maxY) - top)
    }

    /// The frame reflected across a vertical line: x′ = `width` − x − w (layout-rules §12, right
    /// to left).
    public func mirrored(inWidth width: Double) -> Rect {
        Rect(x: width - x - self.width, y: y, width: self.width, height: height)
    }

    /// The frame shrunk by `insets`; a side that would go negative is 0.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.leading, y: y + insets.top,
            width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
    }
}

/// Directional insets, as `NSDirectionalEdgeInsets`; leading is the left edge.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four sides.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    public static let zero = EdgeInsets()

    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }

    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
            bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
    }
}
