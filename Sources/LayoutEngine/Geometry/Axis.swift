/// The direction a group stacks its members in, or a section scrolls in.
///
/// Groups and sections are laid out once, in terms of "along" and "across" an axis, so that
/// horizontal and vertical behave identically by construction.
public enum Axis: String, CaseIterable, Sendable {
    case horizontal
    case vertical

    /// The other axis.
    public var cross: Axis {
        switch self {
        case .horizontal: .vertical
        case .vertical: .horizontal
        }
    }
}

/// An axis fixed when the code is compiled. A loop over every item that is generic over one is
/// specialized for each axis, so that it does not ask which axis it is on item after item.
protocol StaticAxis {
    static var axis: Axis { get }
}

/// The vertical axis, for `StaticAxis`.
enum VerticalAxis: StaticAxis {
    static var axis: Axis { .vertical }
}

/// The horizontal axis, for `StaticAxis`.
enum HorizontalAxis: StaticAxis {
    static var axis: Axis { .horizontal }
}

extension Size {
    /// The size's length along `axis`.
    func length(along axis: Axis) -> Double {
        switch axis {
        case .horizontal: width
        case .vertical: height
        }
    }

    /// A size built from its length along `axis` and across it.
    init(along: Double, across: Double, axis: Axis) {
        switch axis {
        case .horizontal: self.init(width: along, height: across)
        case .vertical: self.init(width: across, height: along)
        }
    }
}

extension Point {
    /// A point built from its coordinate along `axis` and across it.
    init(along: Double, across: Double, axis: Axis) {
        switch axis {
        case .horizontal: self.init(x: along, y: across)
        case .vertical: self.init(x: across, y: along)
        }
    }

    /// The point's coordinate along `axis`.
    func coordinate(along axis: Axis) -> Double {
        switch axis {
        case .horizontal: x
        case .vertical: y
        }
    }
}

extension Rect {
    /// A frame from its start and length along `axis` and across it.
    @inline(__always)
    init(along start: Double, across crossStart: Double, length: Double, thickness: Double, axis: Axis) {
        switch axis {
        case .horizontal: self.init(x: start, y: crossStart, width: length, height: thickness)
        case .vertical: self.init(x: crossStart, y: start, width: thickness, height: length)
        }
    }

    /// The frame's length along `axis`.
    func length(along axis: Axis) -> Double {
        switch axis {
        case .horizontal: width
        case .vertical: height
        }
    }

    /// The frame's start along `axis`.
    func start(along axis: Axis) -> Double {
        switch axis {
        case .horizontal: x
        case .vertical: y
        }
    }

    /// The frame's end along `axis`.
    func end(along axis: Axis) -> Double {
        switch axis {
        case .horizontal: maxX
        case .vertical: maxY
        }
    }
}

extension EdgeInsets {
    /// The inset at the start of `axis` (leading for horizontal, top for vertical).
    func start(along axis: Axis) -> Double {
        switch axis {
        case .horizontal: leading
        case .vertical: top
        }
    }

    /// The inset at the end of `axis` (trailing for horizontal, bottom for vertical).
    func end(along axis: Axis) -> Double {
        switch axis {
        case .horizontal: trailing
        case .vertical: bottom
        }
    }

    /// Both insets of `axis` together.
    func total(along axis: Axis) -> Double {
        start(along: axis) + end(along: axis)
    }

    /// These insets with both sides of `axis` set to 0.
    func zeroing(_ axis: Axis) -> EdgeInsets {
        var copy = self
        switch axis {
        case .horizontal:
            copy.leading = 0
            copy.trailing = 0
        case .vertical:
            copy.top = 0
            copy.bottom = 0
        }
        return copy
    }
}
