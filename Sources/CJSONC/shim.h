#ifndef LAYOUTCALC_CJSONC_SHIM_H
#define LAYOUTCALC_CJSONC_SHIM_H

#include <json-c/json.h>

/* glibc's malloc options (mallopt), which Swift's Glibc module leaves out: json-c allocates a
   big spec's tree through malloc (see `JSONHeap` in LayoutSpecReader). */
#if defined(__GLIBC__)
#include <malloc.h>
#endif

/* json-c's own `lh_kchar_table_new`, which makes each object's table of members: the static
   release build's link sends json-c's calls of it to LayoutSpecReader's `smallMemberTable`
   (`--wrap`, see the Makefile), which calls it here by this name. Declared for that build only. */
extern struct lh_table *__real_lh_kchar_table_new(int size, lh_entry_free_fn *free_fn);

/* json-c walks an object's members with a macro, which Swift cannot call.
   These helpers expose the same walk, in the document's key order. */

static inline struct lh_entry *cjsonc_object_first(struct json_object *object) {
    return lh_table_head(json_object_get_object(object));
}

static inline const char *cjsonc_entry_key(const struct lh_entry *entry) {
    return (const char *)lh_entry_k(entry);
}

static inline struct json_object *cjsonc_entry_value(const struct lh_entry *entry) {
    return (struct json_object *)lh_entry_v(entry);
}

static inline struct lh_entry *cjsonc_entry_next(const struct lh_entry *entry) {
    return lh_entry_next(entry);
}

/* Copies the numbers at the start of an array into `out` (room for the array's length), up
   to the first element that is not a number or is an integer json-c saturated at 64 bits;
   returns how many it copied. A million ratios take one call rather than four calls each. */
static inline size_t cjsonc_array_leading_numbers(struct json_object *array, double *out) {
    struct array_list *list = json_object_get_array(array);
    for (size_t index = 0; index < list->length; index++) {
        struct json_object *element = (struct json_object *)list->array[index];
        switch (json_object_get_type(element)) {
        case json_type_double:
            out[index] = json_object_get_double(element);
            break;
        case json_type_int: {
            int64_t value = json_object_get_int64(element);
            if (value == INT64_MAX || value == INT64_MIN) return index;
            out[index] = (double)value;
            break;
        }
        default:
            return index;
        }
    }
    return list->length;
}

/* For a big document parsed in two pieces at once (see `SplitParse` in LayoutSpec).

   The array whose elements the tokener is between, when the text fed so far ends with the
   comma after one of them; else NULL. `*depth` is the array's nesting level (0 for the root).
   json-c publishes its tokener's fields but keeps them for its own use: this only reads the
   innermost level's state, which after such a comma is "skip whitespace, then an element". */
static inline struct json_object *cjsonc_tokener_array_after_comma(const struct json_tokener *tokener, int *depth) {
    const struct json_tokener_srec *level = &tokener->stack[tokener->depth];
    int after_comma = level->state == json_tokener_state_array_after_sep
        || (level->state == json_tokener_state_eatws && level->saved_state == json_tokener_state_array_after_sep);
    if (!after_comma || json_object_get_type(level->current) != json_type_array) return NULL;
    *depth = tokener->depth;
    return level->current;
}

/* Drops the last element of `array` and appends the elements of `lender`, which keeps owning
   them: `cjsonc_array_give_back` must restore `array`'s own length before either is freed.
   Returns 0, or -1 if memory ran out. */
static inline int cjsonc_array_borrow(struct json_object *array, struct json_object *lender) {
    if (json_object_array_del_idx(array, json_object_array_length(array) - 1, 1) != 0) return -1;
    struct array_list *lent = json_object_get_array(lender);
    for (size_t index = 0; index < lent->length; index++) {
        if (json_object_array_add(array, (struct json_object *)lent->array[index]) != 0) return -1;
    }
    return 0;
}

/* Forgets the elements of `array` from `length` on, which another array owns. */
static inline void cjsonc_array_give_back(struct json_object *array, size_t length) {
    json_object_get_array(array)->length = length;
}

#endif
