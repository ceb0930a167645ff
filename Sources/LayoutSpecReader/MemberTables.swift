#if JSONC_LINKED_STATICALLY
internal import CJSONC

/// The table of members json-c makes for each object it parses, made small: in the static
/// release build, whose link (`--wrap`, see the Makefile) sends json-c's calls of
/// `lh_kchar_table_new` here.
///
/// json-c gives every object a hash table of 16 entries of 40 bytes, whatever it holds, and
/// grows it by doubling when it is two-thirds full. A spec's objects hold one to a few members
/// (`{"kind": "d"}`, `{"fractionalWidth": 1}`), so a tree was mostly empty entries, which the
/// kernel zeroed and json-c freed piece by piece. A table starting at 2 entries grows as json-c
/// grows any table, its members kept in their order; the tree of a spec of small objects takes
/// about half the memory, and its refusal less time (docs/performance.md, "Tables of members
/// made small").
@_cdecl("__wrap_lh_kchar_table_new")
func smallMemberTable(size: Int32, free: (@convention(c) (UnsafeMutablePointer<lh_entry>?) -> Void)?) -> UnsafeMutablePointer<lh_table>? {
    // An object's table (json-c asks for its default); another table as json-c asks.
    __real_lh_kchar_table_new(size == JSON_OBJECT_DEF_HASH_ENTRIES ? 2 : size, free)
}
#endif
