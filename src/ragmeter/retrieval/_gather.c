/*
 * ragmeter.retrieval._gather: read scores and grades out of Python dicts (optional).
 *
 * Evaluating a run given as {qid: {docid: score}} needs every score once (to rank the
 * judged documents among all retrieved ones) and the scores of the judged documents
 * (looked up by docid). In pure Python both go through the iterator protocol, one
 * boxed float at a time; here each query's ranking and judgements are walked once,
 * while they are in the cache:
 *
 *   gather()      scores (negated, so ascending = best first), whether they are in
 *                 order, grades, the judged documents' scores and ids, and, for a
 *                 ranking out of order with few judged documents, their ranks by
 *                 counting (cheaper than sorting it);
 *   tie_breaks()  for judged documents whose score is tied: how many tied documents
 *                 have a larger id (trec_eval breaks ties by docid, descending);
 *   values()      every value of a list of dicts (grades of queries not in the run).
 *
 * The binary search, the measures and everything else stay in numpy (ranking.py,
 * kernels.py); ranking.py uses its numpy route when this module is absent (a build
 * without a compiler) or declines the input: any item that is not a dict (subclasses
 * accepted), any value that is not a float or an int, any id compared on a tie that is
 * not a str raises TypeError here, and the numpy route then converts what float()
 * accepts or names the query and document of the bad value. Only float and int values
 * are converted here, so no Python code runs while borrowed references are held.
 *
 * The same module holds TrecReader (_trec.c, _trec_text.c, _trec_rank.c), which reads
 * TREC qrels and run files for files.py.
 */
#include "_trec.h" /* Python.h, and the SIMD_CLONES, PREFETCH, RESTRICT macros */

#include <math.h>

/* value -> double; -1 with TypeError set unless it is a float or an int (subclasses
   included: numpy.float64, bool). Nothing else is converted here, because converting
   it could run Python code (__float__) while borrowed references are held; the caller
   then takes the general route, which converts anything float() accepts. */
static int
as_double(PyObject *value, double *out)
{
    if (PyFloat_Check(value)) {
        *out = PyFloat_AS_DOUBLE(value);
        return 0;
    }
    if (PyLong_Check(value)) {
        double d = PyLong_AsDouble(value);
        if (d == -1.0 && PyErr_Occurred()) { /* too large for a double */
            PyErr_Clear();
            PyErr_SetString(PyExc_TypeError, "an int score or grade is too large for a float");
            return -1;
        }
        *out = d;
        return 0;
    }
    PyErr_SetString(PyExc_TypeError, "a score or grade is neither a float nor an int");
    return -1;
}

/* how many of block[0:n] are below t, and how many equal to it */
SIMD_CLONES static void
count_around(const double *RESTRICT block, Py_ssize_t n, double t, int64_t *below, int64_t *same)
{
    int64_t lt = 0, eq = 0;
    for (Py_ssize_t j = 0; j < n; j++) {
        lt += (int64_t)(block[j] < t);
        eq += (int64_t)(block[j] == t);
    }
    *below = lt;
    *same = eq;
}

static int
double_buffer(PyObject *obj, Py_buffer *view, int writable, const char *what)
{
    int flags = PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | (writable ? PyBUF_WRITABLE : 0);
    if (PyObject_GetBuffer(obj, view, flags) < 0) {
        return -1;
    }
    if (view->itemsize != (Py_ssize_t)sizeof(double) || view->format == NULL ||
        strcmp(view->format, "d") != 0) {
        PyErr_Format(PyExc_TypeError, "%s must be a contiguous float64 buffer", what);
        PyBuffer_Release(view);
        return -1;
    }
    return 0;
}

static int
int64_buffer(PyObject *obj, Py_buffer *view, int writable, const char *what)
{
    int flags = PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | (writable ? PyBUF_WRITABLE : 0);
    if (PyObject_GetBuffer(obj, view, flags) < 0) {
        return -1;
    }
    if (view->itemsize != 8 || view->format == NULL ||
        (strcmp(view->format, "q") != 0 && strcmp(view->format, "l") != 0)) {
        PyErr_Format(PyExc_TypeError, "%s must be a contiguous int64 buffer", what);
        PyBuffer_Release(view);
        return -1;
    }
    return 0;
}

static PyObject *
not_a_dict(Py_ssize_t i)
{
    PyErr_Format(PyExc_TypeError, "item %zd is not a dict", i);
    return NULL;
}

PyDoc_STRVAR(values_doc,
"values(mappings, out) -> int\n\n"
"Write the values of every dict in the list ``mappings``, in order, into the float64\n"
"buffer ``out``; returns how many were written. TypeError if an item is not a dict or\n"
"a value is not a number; ValueError if ``out`` is too small.");

static PyObject *
gather_values(PyObject *self, PyObject *args)
{
    PyObject *mappings, *out_obj;
    Py_buffer view;
    if (!PyArg_ParseTuple(args, "O!O:values", &PyList_Type, &mappings, &out_obj)) {
        return NULL;
    }
    if (double_buffer(out_obj, &view, 1, "out") < 0) {
        return NULL;
    }
    double *out = (double *)view.buf;
    Py_ssize_t capacity = view.len / (Py_ssize_t)sizeof(double);
    Py_ssize_t written = 0;
    Py_ssize_t n = PyList_GET_SIZE(mappings);
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *d = PyList_GET_ITEM(mappings, i);
        if (!PyDict_Check(d)) {
            PyBuffer_Release(&view);
            return not_a_dict(i);
        }
        if (written + PyDict_GET_SIZE(d) > capacity) {
            PyBuffer_Release(&view);
            PyErr_SetString(PyExc_ValueError, "out is too small for the values");
            return NULL;
        }
        Py_ssize_t pos = 0;
        PyObject *key, *value;
        while (PyDict_Next(d, &pos, &key, &value)) {
            if (as_double(value, &out[written]) < 0) {
                PyBuffer_Release(&view);
                return NULL;
            }
            written++;
        }
    }
    PyBuffer_Release(&view);
    return PyLong_FromSsize_t(written);
}

PyDoc_STRVAR(gather_doc,
"gather(rankings, judged, min_grade, count_limit, offsets, keys, state, grades, found,\n"
"       less, equal) -> list\n\n"
"One pass per query over the dicts rankings[i] ({docid: score}) and judged[i]\n"
"({docid: grade}), looking up the judged documents while rankings[i] is in the cache:\n\n"
"* its scores, negated (ascending = best first), in its own order, go to the float64\n"
"  buffer ``keys`` from position offsets[i] (``offsets``: an int64 buffer), and\n"
"  state[i] (a uint8 buffer) is 0 if they are in ascending order, else 1;\n"
"* judged[i]'s grades, in its order, are appended to the float64 buffer ``grades``;\n"
"  for each grade >= ``min_grade``, rankings[i][docid] (NaN when the ranking lacks\n"
"  it) is appended to the float64 buffer ``found`` and docid to the returned list;\n"
"* if the keys are out of order and at most ``count_limit`` documents were looked\n"
"  up, less[k] and equal[k] (int64 buffers, parallel to ``found``) count the query's\n"
"  keys below and equal to each one's key (its rank is less + 1, tied if equal > 1)\n"
"  and state[i] is set to 2: that ranking needs no sort.\n\n"
"TypeError if an item is not a dict or a value is not a number; ValueError if a\n"
"score is not finite or a buffer is too small. Grades are not checked to be integers.");

typedef struct {
    Py_buffer offsets, keys, state, grades, found, less, equal;
    int held; /* how many of the above are held, in that order */
} gather_buffers;

static void
release_buffers(gather_buffers *b)
{
    Py_buffer *all[] = {&b->offsets, &b->keys, &b->state, &b->grades, &b->found, &b->less, &b->equal};
    for (int i = b->held - 1; i >= 0; i--) {
        PyBuffer_Release(all[i]);
    }
    b->held = 0;
}

static PyObject *
gather_gather(PyObject *self, PyObject *args)
{
    PyObject *rankings, *judged, *offsets_obj, *keys_obj, *state_obj, *grades_obj, *found_obj;
    PyObject *less_obj, *equal_obj;
    double min_grade;
    Py_ssize_t count_limit;
    gather_buffers b = {.held = 0};
    if (!PyArg_ParseTuple(args, "O!O!dnOOOOOOO:gather", &PyList_Type, &rankings, &PyList_Type, &judged,
                          &min_grade, &count_limit, &offsets_obj, &keys_obj, &state_obj, &grades_obj,
                          &found_obj, &less_obj, &equal_obj)) {
        return NULL;
    }
    PyObject *result = NULL, *ids = NULL, **scratch = NULL;
    if (int64_buffer(offsets_obj, &b.offsets, 0, "offsets") < 0) {
        goto done;
    }
    b.held++;
    if (double_buffer(keys_obj, &b.keys, 1, "keys") < 0) {
        goto done;
    }
    b.held++;
    if (PyObject_GetBuffer(state_obj, &b.state, PyBUF_WRITABLE | PyBUF_C_CONTIGUOUS) < 0) {
        goto done;
    }
    b.held++;
    if (double_buffer(grades_obj, &b.grades, 1, "grades") < 0) {
        goto done;
    }
    b.held++;
    if (double_buffer(found_obj, &b.found, 1, "found") < 0) {
        goto done;
    }
    b.held++;
    if (int64_buffer(less_obj, &b.less, 1, "less") < 0) {
        goto done;
    }
    b.held++;
    if (int64_buffer(equal_obj, &b.equal, 1, "equal") < 0) {
        goto done;
    }
    b.held++;
    Py_ssize_t n = PyList_GET_SIZE(rankings);
    if (PyList_GET_SIZE(judged) != n || b.offsets.len / 8 < n || b.state.len < n) {
        PyErr_SetString(PyExc_ValueError, "gather: judged, offsets or state is shorter than rankings");
        goto done;
    }
    ids = PyList_New(0);
    if (ids == NULL) {
        goto done;
    }
    const int64_t *offsets = (const int64_t *)b.offsets.buf;
    double *keys = (double *)b.keys.buf, *grades = (double *)b.grades.buf, *found = (double *)b.found.buf;
    unsigned char *state = (unsigned char *)b.state.buf;
    Py_ssize_t n_keys = b.keys.len / (Py_ssize_t)sizeof(double);
    Py_ssize_t n_grades = b.grades.len / (Py_ssize_t)sizeof(double);
    Py_ssize_t n_found = b.found.len / (Py_ssize_t)sizeof(double);
    if (b.less.len < b.found.len || b.equal.len < b.found.len) {
        PyErr_SetString(PyExc_ValueError, "gather: less or equal is shorter than found");
        goto done;
    }
    int64_t *less = (int64_t *)b.less.buf, *equal = (int64_t *)b.equal.buf;
    Py_ssize_t g = 0, written = 0, n_scratch = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *ranking = PyList_GET_ITEM(rankings, i);
        PyObject *judgements = PyList_GET_ITEM(judged, i);
        if (!PyDict_Check(ranking) || !PyDict_Check(judgements)) {
            not_a_dict(i);
            goto done;
        }
        int64_t at = offsets[i];
        if (at < 0 || at + PyDict_GET_SIZE(ranking) > n_keys) {
            PyErr_SetString(PyExc_ValueError, "keys is too small for the scores");
            goto done;
        }
        if (g + PyDict_GET_SIZE(judgements) > n_grades || written + PyDict_GET_SIZE(judgements) > n_found) {
            PyErr_SetString(PyExc_ValueError, "grades or found is too small for the judgements");
            goto done;
        }
        Py_ssize_t pos = 0, m = 0, size = PyDict_GET_SIZE(ranking);
        PyObject *key, *value;
        double previous = -Py_HUGE_VAL;
        unsigned char out_of_order = 0;
        if (size > n_scratch) {
            PyMem_Free(scratch);
            scratch = PyMem_Malloc((size_t)size * sizeof(PyObject *));
            if (scratch == NULL) {
                n_scratch = 0;
                PyErr_NoMemory();
                goto done;
            }
            n_scratch = size;
        }
        /* the entry table first, asking for each score object ahead of its use: where
           the objects lie scattered in memory their loads then overlap */
        while (m < size && PyDict_Next(ranking, &pos, &key, &value)) {
            PREFETCH(value);
            scratch[m++] = value;
        }
        for (Py_ssize_t j = 0; j < m; j++) {
            double score;
            if (as_double(scratch[j], &score) < 0) {
                goto done;
            }
            if (!isfinite(score)) {
                PyErr_SetString(PyExc_ValueError, "a score is not finite");
                goto done;
            }
            out_of_order |= -score < previous;
            previous = -score;
            keys[at++] = -score;
        }
        state[i] = out_of_order;
        Py_ssize_t first = written;
        pos = 0;
        while (PyDict_Next(judgements, &pos, &key, &value)) {
            if (g >= n_grades || written >= n_found) { /* checked above; a key's __eq__ could grow it */
                PyErr_SetString(PyExc_ValueError, "grades or found is too small for the judgements");
                goto done;
            }
            if (as_double(value, &grades[g]) < 0) {
                goto done;
            }
            if (!(grades[g++] >= min_grade)) {
                continue;
            }
            if (PyList_Append(ids, key) < 0) {
                goto done;
            }
            PyObject *score = PyDict_GetItemWithError(ranking, key); /* borrowed */
            if (score == NULL) {
                if (PyErr_Occurred()) {
                    goto done;
                }
                found[written++] = Py_NAN;
            }
            else if (as_double(score, &found[written++]) < 0) {
                goto done;
            }
        }
        if (out_of_order && written - first <= count_limit) {
            /* a ranking out of order with few documents to rank: count, for each, the
               keys below and equal to its own instead of sorting the ranking */
            const double *block = keys + offsets[i];
            Py_ssize_t size = PyDict_GET_SIZE(ranking);
            for (Py_ssize_t k = first; k < written; k++) {
                /* NaN (not retrieved): 0 and 0, never read */
                count_around(block, size, -found[k], &less[k], &equal[k]);
            }
            state[i] = 2;
        }
    }
    result = ids;
    ids = NULL;
done:
    PyMem_Free(scratch);
    Py_XDECREF(ids);
    release_buffers(&b);
    return result;
}

PyDoc_STRVAR(tie_breaks_doc,
"tie_breaks(rankings, rows, keys, offsets, targets, docids, out) -> None\n\n"
"For each tied judged document k: how many documents of the dict rankings[rows[k]]\n"
"have the key targets[k] and an id greater than docids[k], compared as strings\n"
"(trec_eval breaks score ties by docid, descending), written to out[k]. ``keys``\n"
"(float64) holds each ranking's keys in its own order from offsets[rows[k]]; ``rows``,\n"
"``offsets`` and ``out`` are int64 buffers, ``targets`` float64, ``docids`` a list.\n"
"TypeError unless the ids involved are str or a buffer has the wrong type; ValueError\n"
"if one is too short.");

static PyObject *
gather_tie_breaks(PyObject *self, PyObject *args)
{
    PyObject *rankings, *rows_obj, *keys_obj, *offsets_obj, *targets_obj, *docids, *out_obj;
    Py_buffer rows_v, keys_v, offs_v, targets_v, out_v;
    if (!PyArg_ParseTuple(args, "O!OOOOO!O:tie_breaks", &PyList_Type, &rankings, &rows_obj, &keys_obj,
                          &offsets_obj, &targets_obj, &PyList_Type, &docids, &out_obj)) {
        return NULL;
    }
    if (int64_buffer(rows_obj, &rows_v, 0, "rows") < 0) {
        return NULL;
    }
    if (double_buffer(keys_obj, &keys_v, 0, "keys") < 0) {
        PyBuffer_Release(&rows_v);
        return NULL;
    }
    if (int64_buffer(offsets_obj, &offs_v, 0, "offsets") < 0) {
        PyBuffer_Release(&keys_v);
        PyBuffer_Release(&rows_v);
        return NULL;
    }
    if (double_buffer(targets_obj, &targets_v, 0, "targets") < 0) {
        PyBuffer_Release(&offs_v);
        PyBuffer_Release(&keys_v);
        PyBuffer_Release(&rows_v);
        return NULL;
    }
    if (int64_buffer(out_obj, &out_v, 1, "out") < 0) {
        PyBuffer_Release(&targets_v);
        PyBuffer_Release(&offs_v);
        PyBuffer_Release(&keys_v);
        PyBuffer_Release(&rows_v);
        return NULL;
    }
    PyObject *result = NULL;
    const int64_t *rows = (const int64_t *)rows_v.buf, *offsets = (const int64_t *)offs_v.buf;
    const double *keys = (const double *)keys_v.buf, *targets = (const double *)targets_v.buf;
    int64_t *out = (int64_t *)out_v.buf;
    Py_ssize_t n = rows_v.len / 8, n_rankings = PyList_GET_SIZE(rankings);
    Py_ssize_t n_keys = keys_v.len / (Py_ssize_t)sizeof(double);
    if (targets_v.len / (Py_ssize_t)sizeof(double) < n || out_v.len / 8 < n || PyList_GET_SIZE(docids) < n ||
        offs_v.len / 8 < n_rankings) {
        PyErr_SetString(PyExc_ValueError, "tie_breaks: a buffer is shorter than rows");
        goto done;
    }
    for (Py_ssize_t k = 0; k < n; k++) {
        int64_t r = rows[k];
        if (r < 0 || r >= n_rankings) {
            PyErr_SetString(PyExc_ValueError, "tie_breaks: a row is out of range");
            goto done;
        }
        PyObject *ranking = PyList_GET_ITEM(rankings, r);
        PyObject *docid = PyList_GET_ITEM(docids, k);
        if (!PyDict_Check(ranking)) {
            not_a_dict(r);
            goto done;
        }
        if (!PyUnicode_Check(docid)) {
            PyErr_SetString(PyExc_TypeError, "a document id is not a str");
            goto done;
        }
        Py_ssize_t size = PyDict_GET_SIZE(ranking);
        if (offsets[r] < 0 || offsets[r] + size > n_keys) {
            PyErr_SetString(PyExc_ValueError, "tie_breaks: keys is shorter than a ranking");
            goto done;
        }
        const double *block = keys + offsets[r];
        double target = targets[k];
        Py_ssize_t last = size - 1;
        while (last >= 0 && block[last] != target) { /* ids are read up to the last tie only */
            last--;
        }
        Py_ssize_t pos = 0, j = 0, larger = 0;
        PyObject *key, *value;
        while (j <= last && PyDict_Next(ranking, &pos, &key, &value)) {
            if (block[j++] != target || key == docid) {
                continue;
            }
            if (!PyUnicode_Check(key)) {
                PyErr_SetString(PyExc_TypeError, "a document id is not a str");
                goto done;
            }
            int cmp = PyUnicode_Compare(key, docid);
            if (cmp == -1 && PyErr_Occurred()) {
                goto done;
            }
            larger += cmp > 0;
        }
        out[k] = larger;
    }
    Py_INCREF(Py_None);
    result = Py_None;
done:
    PyBuffer_Release(&out_v);
    PyBuffer_Release(&targets_v);
    PyBuffer_Release(&offs_v);
    PyBuffer_Release(&keys_v);
    PyBuffer_Release(&rows_v);
    return result;
}

static PyMethodDef gather_methods[] = {
    {"values", gather_values, METH_VARARGS, values_doc},
    {"gather", gather_gather, METH_VARARGS, gather_doc},
    {"tie_breaks", gather_tie_breaks, METH_VARARGS, tie_breaks_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef gather_module = {
    PyModuleDef_HEAD_INIT,
    "ragmeter.retrieval._gather",
    "Read scores out of Python dicts, and TREC files, into float64 buffers (optional speed-up).",
    -1,
    gather_methods,
    NULL,
    NULL,
    NULL,
    NULL,
};

PyMODINIT_FUNC
PyInit__gather(void)
{
    PyObject *module = PyModule_Create(&gather_module);
    if (module != NULL && trec_add_to_module(module) < 0) { /* TrecReader, FormatError */
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
