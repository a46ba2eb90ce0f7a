/*
 * TrecReader.rank() and the type itself (see _trec.c for what the reader does).
 *
 * The rank of a judged document retrieved for a query is 1 + the number of the query's
 * documents with a smaller key (negated score: a higher score) + the number with the
 * same key and a larger docno. With few such documents per query (MS MARCO: about
 * one) the keys are counted for each; with more, a sorted copy of the keys is searched.
 * With float32, every key is rounded to float32 first (pytrec_eval's scores).
 */
#include "_trec.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>

PyObject *trec_FormatError = NULL;

#define COUNT_LIMIT 64 /* more judged documents than this in a ranking: sort it */

/* the key as float32 would hold it; IEEE rounding, without the undefined behaviour of
   converting a double beyond the float range (past FLT_MAX + half an ulp: inf) */
static inline double
to_float32(double k)
{
    if (fabs(k) <= FLT_MAX) {
        return (double)(float)k;
    }
    double top = (double)FLT_MAX + (double)((uint64_t)1 << 52) * (double)((uint64_t)1 << 51); /* + 2^103 */
    double v = fabs(k) < top ? (double)FLT_MAX : HUGE_VAL;
    return k < 0 ? -v : v;
}

SIMD_CLONES static void
count_keys(const double *RESTRICT block, size_t n, double t, int64_t *below, int64_t *same)
{
    int64_t lt = 0, eq = 0;
    for (size_t j = 0; j < n; j++) {
        lt += (int64_t)(block[j] < t);
        eq += (int64_t)(block[j] == t);
    }
    *below += lt;
    *same += eq;
}

static int
by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* how many of the sorted keys[0:n] are below t */
static size_t
lower_bound(const double *keys, size_t n, double t, int or_equal)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (keys[mid] < t || (or_equal && keys[mid] == t)) {
            lo = mid + 1;
        }
        else {
            hi = mid;
        }
    }
    return lo;
}

/* documents of run query q tied with entry e (key t) whose docno is larger */
static int64_t
larger_ties(const TrecReader *r, int64_t q, uint32_t e, double t, int f32)
{
    size_t n;
    const char *mine = id_at(&r->e_bytes, &r->e_end, e, &n);
    int64_t larger = 0;
    for (uint32_t s = r->rq_first.v[q]; s != EMPTY_ITEM; s = r->seg_next.v[s]) {
        for (uint32_t i = r->seg_lo.v[s]; i < r->seg_hi.v[s]; i++) {
            double k = f32 ? to_float32(r->keys.v[i]) : r->keys.v[i];
            if (k != t || i == e) {
                continue;
            }
            size_t m;
            const char *other = id_at(&r->e_bytes, &r->e_end, i, &m);
            int cmp = memcmp(other, mine, m < n ? m : n);
            larger += cmp > 0 || (cmp == 0 && m > n);
        }
    }
    return larger;
}

static PyObject *
as_bytes(const void *data, size_t n, size_t size)
{
    return PyBytes_FromStringAndSize(n ? (const char *)data : "", (Py_ssize_t)(n * size));
}

PyDoc_STRVAR(rank_doc,
"rank(min_grade, float32) -> (qrels_qids, judged_query, judged_grade, num_ret,\n"
"                             found_query, found_grade, found_rank, run_qids)\n\n"
"After both files: qrels_qids (list of str, in order of appearance); per judgement its\n"
"query (uint32) and grade (int32); per qrels query the length of its ranking, -1 if the\n"
"run lacks it (int64); per retrieved judged document with a grade >= min_grade, its\n"
"query (uint32), grade (int32) and rank (int64); the run's query ids (list of str).\n"
"Arrays are bytes in native order. float32: rank by scores rounded to float32.");

static PyObject *
rank(PyObject *self, PyObject *args)
{
    TrecReader *r = (TrecReader *)self;
    int min_grade, f32;
    if (!PyArg_ParseTuple(args, "ip:rank", &min_grade, &f32)) {
        return NULL;
    }
    if (r->stage != 1) {
        PyErr_SetString(PyExc_RuntimeError, "rank() before end_qrels()");
        return NULL;
    }
    size_t nq = r->qq.end.n;
    u32_v fq = {0}, targets = {0};
    i32_v fgrade = {0};
    i64_v frank = {0}, num_ret = {0}, less = {0}, equal = {0};
    f64_v sorted = {0};
    PyObject *result = NULL;
    if (i64_v_reserve(&num_ret, nq) < 0) {
        goto done;
    }
    for (size_t qq = 0; qq < nq; qq++) {
        int64_t q = r->qq_run[qq];
        num_ret.v[num_ret.n++] = q < 0 ? -1 : (int64_t)r->rq_size.v[q];
        if (q < 0) {
            continue;
        }
        targets.n = 0;
        for (size_t k = r->j_start[qq]; k < r->j_start[qq + 1]; k++) {
            uint32_t j = r->j_order[k];
            if (r->found[j] >= 0 && r->j_grade.v[j] >= min_grade) {
                if (u32_v_reserve(&targets, 1) < 0) {
                    goto done;
                }
                targets.v[targets.n++] = j;
            }
        }
        size_t nt = targets.n;
        if (nt == 0) {
            continue;
        }
        if (i64_v_reserve(&less, nt) < 0 || i64_v_reserve(&equal, nt) < 0) {
            goto done;
        }
        if (nt <= COUNT_LIMIT) {
            for (size_t k = 0; k < nt; k++) {
                double key = r->keys.v[r->found[targets.v[k]]], t = f32 ? to_float32(key) : key;
                less.v[k] = equal.v[k] = 0;
                for (uint32_t s = r->rq_first.v[q]; s != EMPTY_ITEM; s = r->seg_next.v[s]) {
                    const double *block = r->keys.v + r->seg_lo.v[s];
                    size_t m = r->seg_hi.v[s] - r->seg_lo.v[s];
                    if (f32) {
                        for (size_t i = 0; i < m; i++) {
                            double x = to_float32(block[i]);
                            less.v[k] += x < t;
                            equal.v[k] += x == t;
                        }
                    }
                    else {
                        count_keys(block, m, t, &less.v[k], &equal.v[k]);
                    }
                }
            }
        }
        else {
            sorted.n = 0;
            if (f64_v_reserve(&sorted, r->rq_size.v[q]) < 0) {
                goto done;
            }
            for (uint32_t s = r->rq_first.v[q]; s != EMPTY_ITEM; s = r->seg_next.v[s]) {
                for (uint32_t i = r->seg_lo.v[s]; i < r->seg_hi.v[s]; i++) {
                    sorted.v[sorted.n++] = f32 ? to_float32(r->keys.v[i]) : r->keys.v[i];
                }
            }
            qsort(sorted.v, sorted.n, sizeof(double), by_value);
            for (size_t k = 0; k < nt; k++) {
                double key = r->keys.v[r->found[targets.v[k]]], t = f32 ? to_float32(key) : key;
                less.v[k] = (int64_t)lower_bound(sorted.v, sorted.n, t, 0);
                equal.v[k] = (int64_t)lower_bound(sorted.v, sorted.n, t, 1) - less.v[k];
            }
        }
        if (u32_v_reserve(&fq, nt) < 0 || i32_v_reserve(&fgrade, nt) < 0 || i64_v_reserve(&frank, nt) < 0) {
            goto done;
        }
        for (size_t k = 0; k < nt; k++) {
            uint32_t j = targets.v[k], e = (uint32_t)r->found[j];
            double key = r->keys.v[e], t = f32 ? to_float32(key) : key;
            int64_t ties = equal.v[k] > 1 ? larger_ties(r, q, e, t, f32) : 0;
            fq.v[fq.n++] = (uint32_t)qq;
            fgrade.v[fgrade.n++] = r->j_grade.v[j];
            frank.v[frank.n++] = less.v[k] + ties + 1;
        }
    }
    result = Py_BuildValue("(ONNNNNNO)", r->qq.strs, as_bytes(r->j_query.v, r->j_query.n, 4),
                           as_bytes(r->j_grade.v, r->j_grade.n, 4), as_bytes(num_ret.v, num_ret.n, 8),
                           as_bytes(fq.v, fq.n, 4), as_bytes(fgrade.v, fgrade.n, 4),
                           as_bytes(frank.v, frank.n, 8), r->rq.strs);
done:
    PyMem_Free(fq.v);
    PyMem_Free(targets.v);
    PyMem_Free(fgrade.v);
    PyMem_Free(frank.v);
    PyMem_Free(num_ret.v);
    PyMem_Free(less.v);
    PyMem_Free(equal.v);
    PyMem_Free(sorted.v);
    return result;
}

static void
free_ids(ids_t *ids)
{
    PyMem_Free(ids->bytes.v);
    PyMem_Free(ids->end.v);
    trec_table_free(&ids->table);
    Py_CLEAR(ids->strs);
}

static void
reader_dealloc(PyObject *self)
{
    TrecReader *r = (TrecReader *)self;
    free_ids(&r->qq);
    free_ids(&r->rq);
    void *arrays[] = {
        r->j_bytes.v, r->j_end.v, r->j_query.v, r->j_grade.v, r->found, r->j_order, r->j_start, r->qq_run,
        r->rq_qrels.v, r->rq_size.v, r->rq_first.v, r->rq_last.v, r->rq_split.v, r->seg_lo.v, r->seg_hi.v,
        r->seg_next.v, r->keys.v, r->e_bytes.v, r->e_end.v, r->split_entry.v, r->split_query.v,
    };
    for (size_t i = 0; i < sizeof arrays / sizeof arrays[0]; i++) {
        PyMem_Free(arrays[i]);
    }
    trec_table_free(&r->j_table);
    trec_table_free(&r->seg_table);
    trec_table_free(&r->split_table);
    PyTypeObject *type = Py_TYPE(self);
    type->tp_free(self);
    Py_DECREF(type);
}

static PyObject *
reader_new(PyTypeObject *type, PyObject *args, PyObject *kwargs)
{
    static char *keywords[] = {"extra_fields", NULL};
    int extra_fields = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|p:TrecReader", keywords, &extra_fields)) {
        return NULL;
    }
    TrecReader *r = (TrecReader *)type->tp_alloc(type, 0); /* zeroed */
    if (r == NULL) {
        return NULL;
    }
    r->extra_fields = extra_fields;
    r->current = -1;
    r->qq.strs = PyList_New(0);
    r->rq.strs = PyList_New(0);
    if (r->qq.strs == NULL || r->rq.strs == NULL || trec_table_init(&r->qq.table, 1024) < 0 ||
        trec_table_init(&r->rq.table, 1024) < 0 || trec_table_init(&r->j_table, 1024) < 0) {
        Py_DECREF(r);
        return NULL;
    }
    return (PyObject *)r;
}

static PyMethodDef reader_methods[] = {
    {"feed_qrels", trec_feed_qrels, METH_VARARGS,
     "feed_qrels(buffer, final) -> int: read the buffer's complete lines (and the last one,\n"
     "without '\\n', when final) as qrels; returns the bytes consumed."},
    {"end_qrels", trec_end_qrels, METH_NOARGS, "end_qrels() -> int: the qrels are read; how many judgements."},
    {"feed_run", trec_feed_run, METH_VARARGS, "feed_run(buffer, final) -> int: as feed_qrels, for the run."},
    {"rank", rank, METH_VARARGS, rank_doc},
    {NULL, NULL, 0, NULL},
};

static PyType_Slot reader_slots[] = {
    {Py_tp_new, reader_new},
    {Py_tp_dealloc, reader_dealloc},
    {Py_tp_methods, reader_methods},
    {Py_tp_doc, "TrecReader(extra_fields=False): a TREC qrels file, then a run file, read in chunks.\n"
                "Errors are FormatError(kind, line, a, b)."},
    {0, NULL},
};

static PyType_Spec reader_spec = {
    "ragmeter.retrieval._gather.TrecReader",
    sizeof(TrecReader),
    0,
    Py_TPFLAGS_DEFAULT,
    reader_slots,
};

int
trec_add_to_module(PyObject *module)
{
    trec_FormatError = PyErr_NewException("ragmeter.retrieval._gather.FormatError", PyExc_ValueError, NULL);
    if (trec_FormatError == NULL) {
        return -1;
    }
    Py_INCREF(trec_FormatError);
    if (PyModule_AddObject(module, "FormatError", trec_FormatError) < 0) {
        Py_DECREF(trec_FormatError);
        return -1;
    }
    PyObject *type = PyType_FromSpec(&reader_spec);
    if (type == NULL) {
        return -1;
    }
    if (PyModule_AddObject(module, "TrecReader", type) < 0) {
        Py_DECREF(type);
        return -1;
    }
    return 0;
}
