/* ragmeter report: charts, the per-sample table and the sample view.
   All dataset text goes through textContent, never innerHTML. */
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("ragmeter-data").textContent);
  var figures = JSON.parse(document.getElementById("ragmeter-figures").textContent);

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    if (attrs) {
      Object.keys(attrs).forEach(function (k) {
        if (k === "text") node.textContent = attrs[k];
        else if (k === "className") node.className = attrs[k];
        else node.setAttribute(k, attrs[k]);
      });
    }
    (children || []).forEach(function (c) {
      if (c !== null && c !== undefined) node.appendChild(typeof c === "string" ? document.createTextNode(c) : c);
    });
    return node;
  }
  function fmt(v, d) { return v === null || v === undefined ? "n/a" : Number(v).toFixed(d === undefined ? 3 : d); }

  /* ------------------------------------------------------------ charts */
  Object.keys(figures).forEach(function (id) {
    var target = document.getElementById(id);
    if (!target || typeof Plotly === "undefined") return;
    var fig = figures[id];
    /* responsive plots size to their container: give it the figure's height */
    if (fig.layout && fig.layout.height) target.style.height = fig.layout.height + "px";
    Plotly.newPlot(target, fig.data, fig.layout, { displaylogo: false, responsive: true });
  });

  /* ------------------------------------------------------------ table */
  var samples = data.samples;
  var metrics = data.metrics;
  var table = document.getElementById("samples-table");
  if (!table) return;
  var columns = [
    { key: "id", label: "id", get: function (s) { return s.id; } },
    { key: "question", label: "question", get: function (s) { return s.question; } },
    { key: "category", label: "category", get: function (s) { return s.category; } },
    { key: "diagnosis", label: "diagnosis", get: function (s) { return s.diagnosis; } }
  ];
  metrics.forEach(function (m) {
    columns.push({
      key: m, label: m, numeric: true,
      get: function (s) { var sc = s.scores[m]; return sc && sc.status === "ok" ? sc.value : null; }
    });
  });
  var sortKey = null, sortDir = 1;
  var fDiag = document.getElementById("filter-diagnosis");
  var fCat = document.getElementById("filter-category");
  var fText = document.getElementById("filter-text");

  function distinct(get) {
    var seen = {};
    samples.forEach(function (s) { var v = get(s); if (v !== null && v !== undefined) seen[v] = true; });
    return Object.keys(seen).sort();
  }
  distinct(function (s) { return s.diagnosis; }).forEach(function (v) { fDiag.appendChild(el("option", { value: v, text: v })); });
  distinct(function (s) { return s.category; }).forEach(function (v) { fCat.appendChild(el("option", { value: v, text: v })); });

  var headRow = el("tr");
  columns.forEach(function (c) {
    var th = el("th", { text: c.label, scope: "col", tabindex: "0", "data-key": c.key, className: c.numeric ? "r" : "" });
    var sortBy = function () {
      if (sortKey === c.key) sortDir = -sortDir; else { sortKey = c.key; sortDir = c.numeric ? 1 : 1; }
      Array.prototype.forEach.call(headRow.children, function (h) { h.removeAttribute("aria-sort"); });
      th.setAttribute("aria-sort", sortDir === 1 ? "ascending" : "descending");
      draw();
    };
    th.addEventListener("click", sortBy);
    th.addEventListener("keydown", function (e) { if (e.key === "Enter") sortBy(); });
    headRow.appendChild(th);
  });
  table.tHead.appendChild(headRow);

  function compare(a, b) {
    if (a === b) return 0;
    if (a === null || a === undefined) return 1;   /* undefined scores sort last */
    if (b === null || b === undefined) return -1;
    if (typeof a === "number" && typeof b === "number") return (a - b) * sortDir;
    return String(a).localeCompare(String(b), undefined, { numeric: true }) * sortDir;
  }

  function visible() {
    var d = fDiag.value, c = fCat.value, t = fText.value.trim().toLowerCase();
    var rows = samples.map(function (s, i) { return i; }).filter(function (i) {
      var s = samples[i];
      if (d && s.diagnosis !== d) return false;
      if (c && s.category !== c) return false;
      if (t && String(s.id).toLowerCase().indexOf(t) < 0 && String(s.question).toLowerCase().indexOf(t) < 0) return false;
      return true;
    });
    if (sortKey !== null) {
      var col = columns.filter(function (c) { return c.key === sortKey; })[0];
      rows.sort(function (i, j) { return compare(col.get(samples[i]), col.get(samples[j])) || i - j; });
    }
    return rows;
  }

  function draw() {
    var body = table.tBodies[0];
    var rows = visible();
    var frag = document.createDocumentFragment();
    rows.forEach(function (i) {
      var s = samples[i];
      var tr = el("tr", { className: "sample-row", tabindex: "0", "data-index": String(i), "data-diagnosis": s.diagnosis || "", "data-category": s.category || "" });
      columns.forEach(function (c) {
        var v = c.get(s);
        var td;
        if (c.numeric) {
          var sc = s.scores[c.key];
          td = el("td", { className: v === null ? "r undef" : "r", text: v === null ? (sc ? sc.status : "") : fmt(v, 2), title: sc ? sc.reason : "" });
        } else if (c.key === "diagnosis") {
          var badge = el("span", { className: "diag", text: v || "" });
          badge.style.setProperty("--c", data.diagnosis_colors[v] || "#607d8b");
          td = el("td", null, [badge]);
        } else {
          td = el("td", { className: c.key === "question" ? "q" : "", text: v === null || v === undefined ? "" : String(v) });
        }
        tr.appendChild(td);
      });
      tr.addEventListener("click", function () { openSample(i); });
      tr.addEventListener("keydown", function (e) { if (e.key === "Enter") openSample(i); });
      frag.appendChild(tr);
    });
    body.replaceChildren(frag);
    var count = document.getElementById("samples-count");
    count.textContent = rows.length + " of " + samples.length + " shown" +
      (data.samples_total > samples.length ? " (" + data.samples_total + " in the run)" : "");
  }
  [fDiag, fCat].forEach(function (f) { f.addEventListener("change", draw); });
  fText.addEventListener("input", draw);

  /* ------------------------------------------------------------ sample view */
  function mark(cls, text) { return el("span", { className: "mark " + cls, text: text }); }

  function openSample(i) {
    var s = samples[i];
    var body = document.getElementById("detail-body");
    var parts = [];
    var diag = el("span", { className: "diag", text: s.diagnosis || "" });
    diag.style.setProperty("--c", data.diagnosis_colors[s.diagnosis] || "#607d8b");
    parts.push(el("h2", { id: "detail-title", text: "Sample " + s.id }));
    parts.push(el("p", null, [diag, " ", s.diagnosis_reason || "", s.category ? " · category " + s.category : ""]));
    if (s.system_call) {
      var call = s.system_call;
      parts.push(el("p", { className: "note", id: "detail-system-call", text: "System call: " + (call.status || "?") +
        (typeof call.latency_s === "number" ? ", " + call.latency_s.toFixed(3) + " s" : "") + (call.error ? " · " + call.error : "") }));
    }
    parts.push(el("h3", { text: "Question" }), el("div", { className: "block", id: "detail-question", text: s.question }));

    parts.push(el("h3", null, ["Answer", el("small", { text: s.refusal ? "a refusal" : (s.claims.length ? "claims highlighted by verdict" : "") })]));
    var answer = el("div", { className: "block", id: "detail-answer" });
    s.segments.forEach(function (seg) {
      if (seg.claim === null) { answer.appendChild(document.createTextNode(seg.text)); return; }
      var c = s.claims[seg.claim];
      answer.appendChild(el("span", { className: "claim " + (c.verdict || ""), title: (c.verdict || "") + ": " + (c.reason || ""), "data-claim": String(seg.claim), text: seg.text }));
    });
    parts.push(answer);
    if (s.claims.length) {
      parts.push(el("div", { className: "legend" }, [
        el("span", { className: "claim supported", text: "supported" }), el("span", { className: "claim unsupported", text: "unsupported" }),
        el("span", { className: "claim contradicted", text: "contradicted" })]));
      var ct = el("table", { className: "plain" });
      ct.appendChild(el("thead", null, [el("tr", null, [el("th", { text: "#" }), el("th", { text: "claim" }), el("th", { text: "verdict" }), el("th", { text: "reason" }), el("th", { text: "evidence" })])]));
      var cb = el("tbody");
      s.claims.forEach(function (c, k) {
        var unplaced = s.unplaced_claims.indexOf(k) >= 0;
        cb.appendChild(el("tr", null, [
          el("td", { text: String(k + 1) }),
          el("td", null, [el("span", { className: "claim " + (c.verdict || ""), text: c.claim }), unplaced ? el("small", { text: " (not verbatim in the answer)" }) : null]),
          el("td", { text: c.verdict || "" }), el("td", { text: c.reason || "" }),
          el("td", { text: (c.evidence || "") + (c.source !== undefined ? " [context " + (c.source + 1) + "]" : "") })
        ]));
      });
      ct.appendChild(cb);
      parts.push(ct);
    }

    parts.push(el("h3", null, ["Contexts", el("small", { text: s.contexts.length + " retrieved, in rank order" })]));
    if (!s.contexts.length) parts.push(el("p", { className: "note", text: "nothing was retrieved" }));
    s.contexts.forEach(function (c, k) {
      var head = el("div", { className: "ctx-head" }, ["#" + (k + 1) + (c.id ? " " + c.id : "") + (c.score !== undefined && c.score !== null ? " · retriever score " + c.score : "") + " "]);
      if (c.grade !== null) head.appendChild(c.grade > 0 ? mark("yes", "relevant" + (c.grade > 1 ? " (grade " + c.grade + ")" : "")) : mark("no", "not relevant"));
      if (c.useful !== null) head.appendChild(c.useful ? mark("yes", "useful") : mark("no", "not useful"));
      if (c.supports.length) head.appendChild(mark("info", "supports claim " + c.supports.map(function (j) { return j + 1; }).join(", ")));
      parts.push(el("div", { className: "ctx", "data-context": String(k) }, [head, el("div", { className: "block", text: c.text })]));
    });
    if (s.missed_ids.length) parts.push(el("p", null, [mark("no", "missed"), "relevant documents not retrieved: " + s.missed_ids.join(", ")]));
    if (s.reference) parts.push(el("h3", { text: "Reference" }), el("div", { className: "block", text: s.reference }));

    parts.push(el("h3", { text: "Scores and reasons" }));
    var st = el("table", { className: "plain", id: "detail-scores" });
    st.appendChild(el("thead", null, [el("tr", null, [el("th", { text: "metric" }), el("th", { className: "r", text: "value" }), el("th", { text: "status" }), el("th", { text: "reason" })])]));
    var sb = el("tbody");
    metrics.forEach(function (m) {
      var sc = s.scores[m];
      if (!sc) return;
      sb.appendChild(el("tr", null, [el("td", { text: m }), el("td", { className: "r", text: fmt(sc.value) }), el("td", { text: sc.status }), el("td", { text: sc.reason || "" })]));
    });
    st.appendChild(sb);
    parts.push(st);
    body.replaceChildren.apply(body, parts);
    var dialog = document.getElementById("sample-detail");
    if (!dialog.open) dialog.showModal();
  }

  draw();
})();
