/*
 * Shared by _gather.c and the TREC file reader (_trec.c, _trec_text.c), which are
 * built into one extension module, ragmeter.retrieval._gather.
 */
#ifndef RAGMETER_TREC_H
#define RAGMETER_TREC_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

/* SIMD versions chosen at load time where GCC can make them (x86-64 Linux): the
   baseline (SSE2) has no 64-bit integer compare, so counting loops would stay scalar */
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__linux__)
#define SIMD_CLONES __attribute__((target_clones("avx2", "sse4.2", "default")))
#else
#define SIMD_CLONES
#endif

#if defined(__GNUC__) || defined(__clang__)
#define PREFETCH(p) __builtin_prefetch(p)
#else
#define PREFETCH(p) ((void)(p))
#endif

#if defined(_MSC_VER)
#define RESTRICT __restrict
#else
#define RESTRICT restrict
#endif

/* adds TrecReader and FormatError to the module (_trec.c) */
int trec_add_to_module(PyObject *module);

/* ------------------------------------------------------------------ _trec_text.c */

/* a field of a line: bytes p[0:n], not NUL-terminated */
typedef struct {
    const char *p;
    size_t n;
} field_t;

#define MAX_FIELDS 8 /* fields kept per line; more are counted only */

extern const unsigned char trec_space[256]; /* 1 for ' ', \t, \r, \v, \f (bytes.split()) */

/* where the field starting at p ends (the first separator or end), ORing its bytes
   into *high; eight bytes at a time where words can be read as little-endian */
static inline const char *
field_end(const char *p, const char *end, unsigned char *high)
{
#if (defined(__GNUC__) || defined(__clang__)) && defined(__BYTE_ORDER__) && \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t bits = 0;
    while (end - p >= 8) {
        uint64_t w;
        memcpy(&w, p, 8);
        /* the lowest flagged byte is the first one below 0x21 (higher flags may be
           false positives, after a borrow) */
        uint64_t low = (w - 0x2121212121212121ULL) & ~w & 0x8080808080808080ULL;
        if (low) {
            int at = __builtin_ctzll(low) / 8;
            bits |= at ? w << (64 - 8 * at) : 0; /* the bytes before it */
            p += at;
            if (trec_space[(unsigned char)*p]) {
                *high |= (unsigned char)((bits & 0x8080808080808080ULL) ? 0x80 : 0);
                return p;
            }
            *high |= (unsigned char)*p; /* a control byte inside a field */
            p++;
            continue;
        }
        bits |= w;
        p += 8;
    }
    *high |= (unsigned char)((bits & 0x8080808080808080ULL) ? 0x80 : 0);
#endif
    while (p < end && !trec_space[(unsigned char)*p]) {
        *high |= (unsigned char)*p;
        p++;
    }
    return p;
}

/* fields of the line [p, end) into f (at most MAX_FIELDS kept); returns how many
   there are, and sets the top bit of *high if a byte is not ASCII */
static inline Py_ssize_t
split_line(const char *p, const char *end, field_t *f, unsigned char *high)
{
    Py_ssize_t nf = 0;
    *high = 0;
    for (;;) {
        while (p < end && trec_space[(unsigned char)*p]) {
            p++;
        }
        if (p == end) {
            break;
        }
        const char *start = p;
        p = field_end(p, end, high);
        if (nf < MAX_FIELDS) {
            f[nf].p = start;
            f[nf].n = (size_t)(p - start);
        }
        nf++;
    }
    return nf;
}

enum { NUM_OK = 0, NUM_BAD = 1, NUM_NOT_FINITE = 2, NUM_TOO_LARGE = 3 };

/* a score: the decimal syntax of float() without underscores, converted exactly as
   float() converts it (correctly rounded); NUM_NOT_FINITE for nan, inf, infinity
   (any case, signed) and for numbers beyond the float range. Sets no exception. */
int trec_parse_score(const char *s, size_t n, double *out);

/* a grade: [+-]digits, like int() without underscores; NUM_TOO_LARGE at 2^31 or
   more in absolute value. Sets no exception. */
int trec_parse_grade(const char *s, size_t n, int32_t *out);

static inline uint64_t
trec_mix(uint64_t h)
{
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return h;
}

/* a hash of bytes, eight at a time */
static inline uint64_t
trec_hash(const char *s, size_t n)
{
    uint64_t h = (uint64_t)n * 0x9E3779B97F4A7C15ULL;
    while (n >= 8) {
        uint64_t w;
        memcpy(&w, s, 8);
        h = (h ^ w) * 0xbf58476d1ce4e5b9ULL;
        h ^= h >> 31;
        s += 8;
        n -= 8;
    }
    if (n) {
        uint64_t w = 0;
        memcpy(&w, s, n);
        h = (h ^ w) * 0x94d049bb133111ebULL;
    }
    return trec_mix(h);
}

/* `data` reallocated for at least `need` items of `size` bytes, *cap updated; NULL
   with MemoryError set if not (data is then unchanged) */
void *trec_grow(void *data, size_t *cap, size_t need, size_t size);

/* open addressing with linear probing; an item at or above EMPTY_ITEM is a free slot */
#define EMPTY_ITEM UINT32_MAX
typedef struct {
    uint32_t hash, item;
} slot_t;

typedef struct {
    slot_t *slots;
    size_t mask, used;
} table_t;

int trec_table_init(table_t *t, size_t size);
void trec_table_free(table_t *t);
/* double the table, keeping the slots whose item is >= min_item */
int trec_table_grow(table_t *t, uint32_t min_item);

/* items below min_item count as free (the table of a run's current query keeps the
   entries of earlier queries, which are all below the query's first entry) */
static inline int
slot_used(const slot_t *s, uint32_t min_item)
{
    return s->item != EMPTY_ITEM && s->item >= min_item;
}

/* ------------------------------------------------------------------ the reader */

/* growable arrays of T: name_reserve(&vec, k) makes room for k more items */
#define DEFINE_VECTOR(name, T)                                                 \
    typedef struct {                                                           \
        T *v;                                                                  \
        size_t n, cap;                                                         \
    } name;                                                                    \
    static inline int name##_reserve(name *vec, size_t extra)                  \
    {                                                                          \
        if (vec->n + extra <= vec->cap) {                                      \
            return 0;                                                          \
        }                                                                      \
        T *grown = trec_grow(vec->v, &vec->cap, vec->n + extra, sizeof(T));    \
        if (grown == NULL) {                                                   \
            return -1;                                                         \
        }                                                                      \
        vec->v = grown;                                                        \
        return 0;                                                              \
    }

DEFINE_VECTOR(bytes_v, char)
DEFINE_VECTOR(u8_v, unsigned char)
DEFINE_VECTOR(u32_v, uint32_t)
DEFINE_VECTOR(i32_v, int32_t)
DEFINE_VECTOR(u64_v, uint64_t)
DEFINE_VECTOR(i64_v, int64_t)
DEFINE_VECTOR(f64_v, double)

/* ids (bytes) numbered in order of appearance, plus each as a Python str */
typedef struct {
    bytes_v bytes;
    u64_v end; /* where id i ends in bytes (it starts where i - 1 ends) */
    table_t table;
    PyObject *strs;
} ids_t;

typedef struct {
    PyObject_HEAD
    int stage; /* 0 reading qrels, 1 reading the run */
    int extra_fields;
    Py_ssize_t qrels_lines, run_lines;
    ids_t qq; /* qrels queries */
    bytes_v j_bytes; /* judgements: docnos, their ends, query, grade */
    u64_v j_end;
    u32_v j_query;
    i32_v j_grade;
    table_t j_table;
    int64_t *found; /* per judgement: its run entry, or -1 */
    uint32_t *j_order; /* judgements grouped by query, from j_start[q] */
    size_t *j_start;
    int64_t *qq_run; /* per qrels query: its run query, or -1 */
    ids_t rq; /* run queries */
    i64_v rq_qrels; /* ... their qrels query (-1: none), size, segments */
    u64_v rq_size;
    u32_v rq_first, rq_last;
    u8_v rq_split;
    u32_v seg_lo, seg_hi, seg_next; /* consecutive lines of one query */
    f64_v keys; /* run entries: score negated, docno, where it ends */
    bytes_v e_bytes;
    u64_v e_end;
    int64_t current; /* the run query of the last line, -1 before the first */
    table_t seg_table; /* entries of the current segment, when its query is not split */
    table_t split_table; /* entries of split queries: items into split_entry */
    u32_v split_entry, split_query;
} TrecReader;

extern PyObject *trec_FormatError;

static inline const char *
id_at(const bytes_v *bytes, const u64_v *end, size_t i, size_t *n)
{
    uint64_t start = i ? end->v[i - 1] : 0;
    *n = (size_t)(end->v[i] - start);
    return bytes->v + start;
}

/* methods of TrecReader (_trec.c) */
PyObject *trec_feed_qrels(PyObject *self, PyObject *args);
PyObject *trec_feed_run(PyObject *self, PyObject *args);
PyObject *trec_end_qrels(PyObject *self, PyObject *unused);

#endif
