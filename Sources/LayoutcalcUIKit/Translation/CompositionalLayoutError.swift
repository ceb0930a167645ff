import LayoutSpec

/// Why a layout cannot be laid out or written as a spec: every problem, each with where it is
/// (the path its value has in the layout's spec, `sections[1].group.subitems[0]…`), in the words
/// the command line gives the same problem. It is the spec's own error: both are checked by the
/// same checks.
public typealias CompositionalLayoutError = SpecError
