#ifndef LAYOUTCALC_CJSONC_SHIM_H
#define LAYOUTCALC_CJSONC_SHIM_H

#include <json-c/json.h>

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

#endif
