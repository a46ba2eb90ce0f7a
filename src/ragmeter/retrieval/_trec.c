/*
 * ragmeter.retrieval._gather.TrecReader: a TREC qrels file, then a run file, read in C.
 *
 * files.py streams each file through the reader in large chunks (a pipe is read once);
 * no Python object is made per line:
 *
 *   feed_qrels()  splits judgement lines (qid iter docno grade), checks them, indexes
 *                 (qid, docno) -> judgement in a hash table;
 *   end_qrels()   groups the judgements by query;
 *   feed_run()    splits run lines (qid Q0 docno rank score tag), checks them, refuses
 *                 a docno twice in one query's ranking, keeps each score and docno and
 *                 notes which judged documents were retrieved, and where;
 *   rank()        ranks each retrieved judged document as trec_eval does: the number
 *                 of documents with a higher score, plus those with the same score and
 *                 a larger docno (compared as bytes, strcmp's order), plus one.
 *
 * A run lists most queries' documents on consecutive lines, so a docno seen twice is
 * caught in a small table of the current query's documents; a query whose lines come
 * back after another query's moves into a table of its own (pairs query, docno).
 * Lines end at '\n'; fields are separated by the bytes bytes.split() separates on; a
 * line whose first field starts with '#' is a comment; a line that is not UTF-8 is an
 * error. Every error is FormatError(kind, line, a, b), worded by inputs.located(),
 * which words the same errors of the Python route.
 */
#include "_trec.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>

static int
fail(const char *kind, Py_ssize_t line, PyObject *a, PyObject *b)
{
    if (a == NULL || b == NULL) {
        Py_XDECREF(a);
        Py_XDECREF(b);
        return -1;
    }
    PyObject *args = Py_BuildValue("(snNN)", kind, line, a, b);
    if (args != NULL) {
        PyErr_SetObject(trec_FormatError, args);
        Py_DECREF(args);
    }
    return -1;
}

static PyObject *
field_bytes(field_t f)
{
    return PyBytes_FromStringAndSize(f.p, (Py_ssize_t)f.n);
}

static inline int
same(const bytes_v *bytes, const u64_v *end, size_t i, field_t f)
{
    size_t n;
    const char *p = id_at(bytes, end, i, &n);
    return n == f.n && memcmp(p, f.p, n) == 0;
}

/* the slot of key `f` (hash h) in t, or the free slot where it would go */
#define PROBE(t, h, min_item, is_it)                                              \
    do {                                                                          \
        size_t i_ = (h) & (t).mask;                                               \
        for (;;) {                                                                \
            slot = &(t).slots[i_];                                                \
            if (!slot_used(slot, (min_item)) || (slot->hash == (h) && (is_it))) { \
                break;                                                            \
            }                                                                     \
            i_ = (i_ + 1) & (t).mask;                                             \
        }                                                                         \
    } while (0)

static int
append_id(bytes_v *bytes, u64_v *end, field_t f)
{
    if (bytes_v_reserve(bytes, f.n) < 0 || u64_v_reserve(end, 1) < 0) {
        return -1;
    }
    memcpy(bytes->v + bytes->n, f.p, f.n);
    bytes->n += f.n;
    end->v[end->n++] = bytes->n;
    return 0;
}

/* claim the free slot for item; grow the table when it is half full */
static int
claim(table_t *t, slot_t *slot, uint32_t h, uint32_t item, uint32_t min_item)
{
    slot->hash = h;
    slot->item = item;
    return ++t->used * 2 > t->mask + 1 ? trec_table_grow(t, min_item) : 0;
}

/* index of id f in ids, added if new (*added set); -1 on error */
static int64_t
intern(ids_t *ids, field_t f, int *added)
{
    uint32_t h = (uint32_t)trec_hash(f.p, f.n);
    slot_t *slot;
    PROBE(ids->table, h, 0, same(&ids->bytes, &ids->end, slot->item, f));
    *added = !slot_used(slot, 0);
    if (!*added) {
        return slot->item;
    }
    size_t index = ids->end.n;
    PyObject *s = PyUnicode_DecodeUTF8(f.p, (Py_ssize_t)f.n, "strict"); /* the line is UTF-8 */
    if (s == NULL || PyList_Append(ids->strs, s) < 0 || append_id(&ids->bytes, &ids->end, f) < 0) {
        Py_XDECREF(s);
        return -1;
    }
    Py_DECREF(s);
    return claim(&ids->table, slot, h, (uint32_t)index, 0) < 0 ? -1 : (int64_t)index;
}

static int64_t
find(const ids_t *ids, field_t f)
{
    uint32_t h = (uint32_t)trec_hash(f.p, f.n);
    slot_t *slot;
    PROBE(ids->table, h, 0, same(&ids->bytes, &ids->end, slot->item, f));
    return slot_used(slot, 0) ? (int64_t)slot->item : -1;
}

/* the fields of a line, after the UTF-8 check; 0 for a blank line or a comment */
static Py_ssize_t
fields_of(const char *line, const char *end, field_t *f, Py_ssize_t number)
{
    unsigned char high;
    Py_ssize_t nf = split_line(line, end, f, &high);
    if (high & 0x80) {
        PyObject *text = PyUnicode_DecodeUTF8(line, end - line, "strict");
        if (text == NULL) {
            PyErr_Clear();
            Py_INCREF(Py_None);
            Py_INCREF(Py_None);
            return fail("utf8", number, Py_None, Py_None);
        }
        Py_DECREF(text);
    }
    return nf == 0 || f[0].p[0] == '#' ? 0 : nf;
}

static int
qrels_line(TrecReader *r, const char *line, const char *end)
{
    field_t f[MAX_FIELDS];
    Py_ssize_t number = r->qrels_lines, nf = fields_of(line, end, f, number);
    if (nf <= 0) {
        return (int)nf;
    }
    if (nf != 4) {
        return fail("qrels_fields", number, PyLong_FromSsize_t(nf), PyBool_FromLong(0));
    }
    int32_t grade;
    int status = trec_parse_grade(f[3].p, f[3].n, &grade);
    if (status != NUM_OK) {
        const char *kind = status == NUM_TOO_LARGE ? "grade_large" : "grade";
        return fail(kind, number, field_bytes(f[3]), PyBool_FromLong(0));
    }
    int added;
    int64_t q = intern(&r->qq, f[0], &added);
    if (q < 0) {
        return -1;
    }
    uint32_t h = (uint32_t)trec_mix(trec_hash(f[2].p, f[2].n) + (uint64_t)(q + 1) * 0x9E3779B97F4A7C15ULL);
    slot_t *slot;
    PROBE(r->j_table, h, 0, r->j_query.v[slot->item] == q && same(&r->j_bytes, &r->j_end, slot->item, f[2]));
    if (slot_used(slot, 0)) {
        return fail("qrels_twice", number, field_bytes(f[2]), field_bytes(f[0]));
    }
    size_t j = r->j_end.n;
    if (j >= EMPTY_ITEM - 1) {
        PyErr_SetString(PyExc_MemoryError, "more than 2^32 judgements");
        return -1;
    }
    if (append_id(&r->j_bytes, &r->j_end, f[2]) < 0 || u32_v_reserve(&r->j_query, 1) < 0 ||
        i32_v_reserve(&r->j_grade, 1) < 0) {
        return -1;
    }
    r->j_query.v[r->j_query.n++] = (uint32_t)q;
    r->j_grade.v[r->j_grade.n++] = grade;
    return claim(&r->j_table, slot, h, (uint32_t)j, 0);
}

/* a new segment of run query q, starting at the next entry */
static int
open_segment(TrecReader *r, int64_t q, int added)
{
    if (u32_v_reserve(&r->seg_lo, 1) < 0 || u32_v_reserve(&r->seg_hi, 1) < 0 || u32_v_reserve(&r->seg_next, 1) < 0) {
        return -1;
    }
    uint32_t s = (uint32_t)r->seg_lo.n;
    r->seg_lo.v[r->seg_lo.n++] = (uint32_t)r->keys.n;
    r->seg_hi.v[r->seg_hi.n++] = (uint32_t)r->keys.n;
    r->seg_next.v[r->seg_next.n++] = EMPTY_ITEM;
    if (added) {
        if (i64_v_reserve(&r->rq_qrels, 1) < 0 || u64_v_reserve(&r->rq_size, 1) < 0 || u32_v_reserve(&r->rq_first, 1) < 0 ||
            u32_v_reserve(&r->rq_last, 1) < 0 || u8_v_reserve(&r->rq_split, 1) < 0) {
            return -1;
        }
        r->rq_qrels.v[r->rq_qrels.n++] = -1; /* set by the caller */
        r->rq_size.v[r->rq_size.n++] = 0;
        r->rq_first.v[r->rq_first.n++] = s;
        r->rq_last.v[r->rq_last.n++] = s;
        r->rq_split.v[r->rq_split.n++] = 0;
        return 0;
    }
    r->seg_next.v[r->rq_last.v[q]] = s;
    r->rq_last.v[q] = s;
    if (r->rq_split.v[q]) {
        return 0;
    }
    /* the query's lines came back: its earlier entries move to the split table */
    r->rq_split.v[q] = 1;
    for (uint32_t e = r->seg_lo.v[r->rq_first.v[q]]; e < r->seg_hi.v[r->rq_first.v[q]]; e++) {
        size_t n;
        const char *p = id_at(&r->e_bytes, &r->e_end, e, &n);
        uint32_t h = (uint32_t)trec_mix(trec_hash(p, n) ^ (uint64_t)(q + 1) * 0xD1B54A32D192ED03ULL);
        slot_t *slot;
        PROBE(r->split_table, h, 0, 0); /* no duplicates among them: checked when read */
        size_t item = r->split_entry.n;
        if (u32_v_reserve(&r->split_entry, 1) < 0 || u32_v_reserve(&r->split_query, 1) < 0) {
            return -1;
        }
        r->split_entry.v[r->split_entry.n++] = e;
        r->split_query.v[r->split_query.n++] = (uint32_t)q;
        if (claim(&r->split_table, slot, h, (uint32_t)item, 0) < 0) {
            return -1;
        }
    }
    return 0;
}

static int
run_line(TrecReader *r, const char *line, const char *end)
{
    field_t f[MAX_FIELDS];
    Py_ssize_t number = r->run_lines, nf = fields_of(line, end, f, number);
    if (nf <= 0) {
        return (int)nf;
    }
    if (nf != 6 && !(r->extra_fields && nf > 6)) {
        return fail("run_fields", number, PyLong_FromSsize_t(nf), PyBool_FromLong(r->extra_fields));
    }
    double score;
    int status = trec_parse_score(f[4].p, f[4].n, &score);
    if (status != NUM_OK) {
        const char *kind = status == NUM_NOT_FINITE ? "score_finite" : "score";
        return fail(kind, number, field_bytes(f[4]), PyBool_FromLong(0));
    }
    int64_t q = r->current;
    if (q < 0 || !same(&r->rq.bytes, &r->rq.end, (size_t)q, f[0])) { /* another query */
        int added;
        q = intern(&r->rq, f[0], &added);
        if (q < 0 || open_segment(r, q, added) < 0) {
            return -1;
        }
        if (added) {
            int64_t qq = find(&r->qq, f[0]);
            r->rq_qrels.v[q] = qq;
            if (qq >= 0) {
                r->qq_run[qq] = q;
            }
        }
        r->current = q;
        r->seg_table.used = 0; /* the earlier segments' entries are below min_item */
    }
    size_t e = r->keys.n;
    if (e >= EMPTY_ITEM - 1) {
        PyErr_SetString(PyExc_MemoryError, "more than 2^32 run lines");
        return -1;
    }
    uint64_t h = trec_hash(f[2].p, f[2].n);
    slot_t *slot;
    uint32_t seg = (uint32_t)(r->seg_lo.n - 1), lo = r->seg_lo.v[seg];
    if (r->rq_split.v[q]) {
        uint32_t hs = (uint32_t)trec_mix(h ^ (uint64_t)(q + 1) * 0xD1B54A32D192ED03ULL);
        PROBE(r->split_table, hs, 0,
              r->split_query.v[slot->item] == q &&
                  same(&r->e_bytes, &r->e_end, r->split_entry.v[slot->item], f[2]));
        if (slot_used(slot, 0)) {
            return fail("run_twice", number, field_bytes(f[2]), field_bytes(f[0]));
        }
        size_t item = r->split_entry.n;
        if (u32_v_reserve(&r->split_entry, 1) < 0 || u32_v_reserve(&r->split_query, 1) < 0) {
            return -1;
        }
        r->split_entry.v[r->split_entry.n++] = (uint32_t)e;
        r->split_query.v[r->split_query.n++] = (uint32_t)q;
        if (claim(&r->split_table, slot, hs, (uint32_t)item, 0) < 0) {
            return -1;
        }
    }
    else {
        PROBE(r->seg_table, (uint32_t)h, lo, same(&r->e_bytes, &r->e_end, slot->item, f[2]));
        if (slot_used(slot, lo)) {
            return fail("run_twice", number, field_bytes(f[2]), field_bytes(f[0]));
        }
        if (claim(&r->seg_table, slot, (uint32_t)h, (uint32_t)e, lo) < 0) {
            return -1;
        }
    }
    if (f64_v_reserve(&r->keys, 1) < 0 || append_id(&r->e_bytes, &r->e_end, f[2]) < 0) {
        return -1;
    }
    r->keys.v[r->keys.n++] = -score;
    r->seg_hi.v[seg] = (uint32_t)(e + 1);
    r->rq_size.v[q]++;
    int64_t qq = r->rq_qrels.v[q];
    if (qq >= 0) { /* a judged document? */
        uint32_t hj = (uint32_t)trec_mix(h + (uint64_t)(qq + 1) * 0x9E3779B97F4A7C15ULL);
        PROBE(r->j_table, hj, 0,
              r->j_query.v[slot->item] == qq && same(&r->j_bytes, &r->j_end, slot->item, f[2]));
        if (slot_used(slot, 0)) {
            r->found[slot->item] = (int64_t)e;
        }
    }
    return 0;
}

/* the complete lines of a buffer (and the last one without '\n' when final) */
static PyObject *
feed(TrecReader *r, PyObject *args, int run)
{
    Py_buffer view;
    int final;
    if (!PyArg_ParseTuple(args, "y*p", &view, &final)) {
        return NULL;
    }
    if (r->stage != run) {
        PyBuffer_Release(&view);
        PyErr_SetString(PyExc_RuntimeError, run ? "feed_run() before end_qrels()" : "qrels after end_qrels()");
        return NULL;
    }
    const char *start = view.buf, *p = start, *end = start + view.len;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        if (nl == NULL && !final) {
            break;
        }
        const char *stop = nl ? nl : end;
        int status = run ? (r->run_lines++, run_line(r, p, stop)) : (r->qrels_lines++, qrels_line(r, p, stop));
        if (status < 0) {
            PyBuffer_Release(&view);
            return NULL;
        }
        p = nl ? nl + 1 : end;
    }
    PyBuffer_Release(&view);
    return PyLong_FromSsize_t(p - start);
}

PyObject *
trec_feed_qrels(PyObject *self, PyObject *args)
{
    return feed((TrecReader *)self, args, 0);
}

PyObject *
trec_feed_run(PyObject *self, PyObject *args)
{
    return feed((TrecReader *)self, args, 1);
}

PyObject *
trec_end_qrels(PyObject *self, PyObject *unused)
{
    TrecReader *r = (TrecReader *)self;
    if (r->stage != 0) {
        PyErr_SetString(PyExc_RuntimeError, "end_qrels() twice");
        return NULL;
    }
    size_t nq = r->qq.end.n, nj = r->j_end.n;
    r->found = PyMem_Malloc((nj + 1) * sizeof(int64_t));
    r->j_order = PyMem_Malloc((nj + 1) * sizeof(uint32_t));
    r->j_start = PyMem_Calloc(nq + 2, sizeof(size_t));
    r->qq_run = PyMem_Malloc((nq + 1) * sizeof(int64_t));
    if (!r->found || !r->j_order || !r->j_start || !r->qq_run) {
        return PyErr_NoMemory();
    }
    for (size_t j = 0; j < nj; j++) { /* counting sort of the judgements by query */
        r->found[j] = -1;
        r->j_start[r->j_query.v[j] + 2]++;
    }
    for (size_t q = 0; q < nq; q++) {
        r->qq_run[q] = -1;
        r->j_start[q + 2] += r->j_start[q + 1];
    }
    for (size_t j = 0; j < nj; j++) {
        r->j_order[r->j_start[r->j_query.v[j] + 1]++] = (uint32_t)j;
    }
    if (trec_table_init(&r->seg_table, 4096) < 0 || trec_table_init(&r->split_table, 1024) < 0) {
        return NULL;
    }
    r->stage = 1;
    return PyLong_FromSize_t(nj);
}
