/// A problem found by a layer above the spec format, which keeps its type and its words beside
/// it: an output that would print too much (LayoutOutput's `OutputRefusal`), UIKit's objects that
/// no spec can say (LayoutcalcUIKit's `LayoutObjectProblem`). An issue carries it as any
/// spec problem, at the place of the spec's value at fault, so that a run reports every problem
/// the same way whichever layer found it.
public protocol LayerProblem: Hashable, Sendable {
    /// What is wrong, in a sentence a person can act on; where it says what else gives a value,
    /// the values a run's caller gives in place of the spec's are called by `names`.
    func message(naming names: OverrideNames) -> String
}

/// A layer's problem whatever its type, as `SpecProblem.layer` holds it.
public struct AnyLayerProblem: Hashable, Sendable {
    public let base: any LayerProblem

    public init(_ base: some LayerProblem) {
        self.base = base
    }

    public func message(naming names: OverrideNames) -> String {
        base.message(naming: names)
    }

    public static func == (left: AnyLayerProblem, right: AnyLayerProblem) -> Bool {
        AnyHashable(left.base) == AnyHashable(right.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }
}

extension SpecProblem {
    /// The layer's problem of type `Problem` this is, if it is one.
    public func layer<Problem: LayerProblem>(as _: Problem.Type) -> Problem? {
        guard case .layer(let problem) = self else { return nil }
        return problem.base as? Problem
    }
}

extension SpecIssue {
    /// A layer's problem at `path`.
    public init(_ problem: some LayerProblem, at path: SpecPath) {
        self.init(.layer(AnyLayerProblem(problem)), at: path)
    }
}

extension SpecError {
    /// A layer's problem at `path`, the only issue.
    public init(_ problem: some LayerProblem, at path: SpecPath) {
        self.init([SpecIssue(problem, at: path)])
    }
}
