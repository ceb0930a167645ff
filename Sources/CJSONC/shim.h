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

#endif
