/*
 * The small pieces of the TREC file reader (_trec.c): which bytes separate fields,
 * numbers from text, growable arrays and hash tables.
 *
 * Numbers follow Python exactly, so that the C route and the Python route (inputs.py)
 * accept the same files and read the same values: a score is what float() accepts
 * minus underscores (ASCII digits, optional sign, point and exponent), converted
 * correctly rounded; a grade is what int() accepts minus underscores.
 */
#include "_trec.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>

const unsigned char trec_space[256] = {
    [' '] = 1, ['\t'] = 1, ['\r'] = 1, ['\v'] = 1, ['\f'] = 1,
};

static int
is_digit(char c)
{
    return c >= '0' && c <= '9';
}

/* nan, inf, infinity in any case, after an optional sign (float() accepts them) */
static int
is_non_finite_word(const char *s, size_t n)
{
    if (n && (s[0] == '+' || s[0] == '-')) {
        s++;
        n--;
    }
    static const char *words[] = {"nan", "inf", "infinity"};
    for (size_t w = 0; w < 3; w++) {
        size_t len = strlen(words[w]);
        if (n != len) {
            continue;
        }
        size_t i = 0;
        while (i < n && (s[i] | 0x20) == words[w][i]) {
            i++;
        }
        if (i == n) {
            return 1;
        }
    }
    return 0;
}

/* Clinger's fast path: an integer below 2^53 times or divided by a power of ten up to
   1e22, both exact in a double, is correctly rounded by one IEEE operation. Where the
   compiler evaluates in extended precision that does not hold, so it is not used. */
#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD == 0
#define FAST_PATH 1
#else
#define FAST_PATH 0
#endif

static const double powers_of_ten[] = {
    1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
};

int
trec_parse_score(const char *s, size_t n, double *out)
{
    size_t i = 0;
    int negative = 0, exact = 1, digits = 0, significant = 0;
    uint64_t mantissa = 0;
    long exponent = 0; /* of the last digit kept in mantissa */
    if (i < n && (s[i] == '+' || s[i] == '-')) {
        negative = s[i] == '-';
        i++;
    }
    for (; i < n && is_digit(s[i]); i++, digits++) {
        if (mantissa == 0 && s[i] == '0') {
            continue;
        }
        if (significant < 19) {
            mantissa = mantissa * 10 + (uint64_t)(s[i] - '0');
            significant++;
        }
        else {
            exact = 0;
        }
    }
    if (i < n && s[i] == '.') {
        for (i++; i < n && is_digit(s[i]); i++, digits++) {
            if (mantissa == 0 && s[i] == '0') {
                exponent--;
            }
            else if (significant < 19) {
                mantissa = mantissa * 10 + (uint64_t)(s[i] - '0');
                significant++;
                exponent--;
            }
            else {
                exact = 0;
            }
        }
    }
    if (digits == 0) {
        return is_non_finite_word(s, n) ? NUM_NOT_FINITE : NUM_BAD;
    }
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        int minus = 0, exp_digits = 0;
        long e = 0;
        i++;
        if (i < n && (s[i] == '+' || s[i] == '-')) {
            minus = s[i] == '-';
            i++;
        }
        for (; i < n && is_digit(s[i]); i++, exp_digits++) {
            if (e < 100000) {
                e = e * 10 + (s[i] - '0');
            }
            else {
                exact = 0; /* left to the slow path, which reads it whole */
            }
        }
        if (exp_digits == 0) {
            return NUM_BAD;
        }
        exponent += minus ? -e : e;
    }
    if (i != n) {
        return NUM_BAD;
    }
    double value;
    if (FAST_PATH && exact && mantissa <= ((uint64_t)1 << 53) && exponent >= -22 && exponent <= 22) {
        value = (double)mantissa;
        value = exponent >= 0 ? value * powers_of_ten[exponent] : value / powers_of_ten[-exponent];
        value = negative ? -value : value;
    }
    else { /* Python's own correctly rounded conversion, on a NUL-terminated copy */
        char small[64], *copy = n < sizeof small ? small : PyMem_Malloc(n + 1);
        if (copy == NULL) {
            return NUM_BAD; /* not reached in practice: a score of megabytes */
        }
        memcpy(copy, s, n);
        copy[n] = '\0';
        char *end = NULL;
        value = PyOS_string_to_double(copy, &end, NULL); /* overflow gives +-inf */
        int whole = end == copy + n;
        if (copy != small) {
            PyMem_Free(copy);
        }
        if (PyErr_Occurred()) {
            PyErr_Clear();
            return NUM_BAD;
        }
        if (!whole) {
            return NUM_BAD;
        }
    }
    *out = value;
    return isfinite(value) ? NUM_OK : NUM_NOT_FINITE;
}

int
trec_parse_grade(const char *s, size_t n, int32_t *out)
{
    size_t i = 0;
    int negative = 0;
    int64_t value = 0;
    if (i < n && (s[i] == '+' || s[i] == '-')) {
        negative = s[i] == '-';
        i++;
    }
    if (i == n) {
        return NUM_BAD;
    }
    for (; i < n; i++) {
        if (!is_digit(s[i])) {
            return NUM_BAD;
        }
        if (value < ((int64_t)1 << 31)) { /* saturates: the syntax is still checked */
            value = value * 10 + (s[i] - '0');
        }
    }
    if (value >= ((int64_t)1 << 31)) {
        return NUM_TOO_LARGE;
    }
    *out = (int32_t)(negative ? -value : value);
    return NUM_OK;
}

void *
trec_grow(void *data, size_t *cap, size_t need, size_t size)
{
    size_t grown = *cap ? *cap : 256;
    while (grown < need) {
        if (grown > SIZE_MAX / 2) {
            PyErr_NoMemory();
            return NULL;
        }
        grown *= 2;
    }
    if (grown > SIZE_MAX / size) {
        PyErr_NoMemory();
        return NULL;
    }
    void *p = PyMem_Realloc(data, grown * size);
    if (p == NULL) {
        PyErr_NoMemory();
        return NULL;
    }
    *cap = grown;
    return p;
}

int
trec_table_init(table_t *t, size_t size)
{
    t->slots = size <= SIZE_MAX / sizeof(slot_t) ? PyMem_Malloc(size * sizeof(slot_t)) : NULL;
    if (t->slots == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    for (size_t i = 0; i < size; i++) {
        t->slots[i].item = EMPTY_ITEM;
    }
    t->mask = size - 1;
    t->used = 0;
    return 0;
}

void
trec_table_free(table_t *t)
{
    PyMem_Free(t->slots);
    t->slots = NULL;
    t->mask = t->used = 0;
}

int
trec_table_grow(table_t *t, uint32_t min_item)
{
    if (t->mask >= 0x7fffffffu) { /* 2^32 slots at most: items are uint32 */
        PyErr_SetString(PyExc_MemoryError, "more than 2^31 ids in one table");
        return -1;
    }
    size_t size = (t->mask + 1) * 2;
    table_t bigger;
    if (trec_table_init(&bigger, size) < 0) {
        return -1;
    }
    for (size_t i = 0; i <= t->mask; i++) {
        const slot_t *s = &t->slots[i];
        if (!slot_used(s, min_item)) {
            continue;
        }
        size_t j = s->hash & bigger.mask;
        while (bigger.slots[j].item != EMPTY_ITEM) {
            j = (j + 1) & bigger.mask;
        }
        bigger.slots[j] = *s;
        bigger.used++;
    }
    trec_table_free(t);
    *t = bigger;
    return 0;
}
