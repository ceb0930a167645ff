/* The parsing floor: read a spec and parse it with json-c exactly as layoutcalc does (strict,
   UTF-8 validated, nesting up to 128, the final NUL counted), then free the tree. Nothing is
   laid out or written: no program that parses a spec with json-c on one thread can be faster.
   (layoutcalc parses a big spec in two pieces at once: see SplitParse.) */
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: parse-only SPEC\n");
        return 64;
    }
    FILE *file = fopen(argv[1], "rb");
    if (!file) {
        perror(argv[1]);
        return 66;
    }
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *text = malloc((size_t)length + 1);
    if (!text || fread(text, 1, (size_t)length, file) != (size_t)length) {
        perror(argv[1]);
        return 66;
    }
    fclose(file);
    text[length] = '\0';

    struct json_tokener *tokener = json_tokener_new_ex(128);
    json_tokener_set_flags(tokener, JSON_TOKENER_STRICT | JSON_TOKENER_VALIDATE_UTF8);
    struct json_object *root = json_tokener_parse_ex(tokener, text, (int)length + 1);
    int status = json_tokener_get_error(tokener) == json_tokener_success ? 0 : 65;
    json_object_put(root);
    json_tokener_free(tokener);
    free(text);
    return status;
}
