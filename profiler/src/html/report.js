// Draws toyjvm's lock report (embedded as JSON in #report-data) into #page.
// Everything shown comes from the report; a section whose data the run did
// not collect is left out. Plain DOM and SVG, no libraries, no network.
(function () {
  "use strict";
  var report = JSON.parse(document.getElementById("report-data").textContent);
  var page = document.getElementById("page");
  page.textContent = "";
  var locks = report.locks || [];
  var SVG = "http://www.w3.org/2000/svg";
  var PALETTE = ["#d0533f", "#3f78d0", "#3fa35a", "#b0579c", "#d09a3f", "#3fb0b0", "#7a6fd0", "#8a8a8a"];

  // ---- helpers -------------------------------------------------------------
  function el(tag, attrs, children) {
    var e = document.createElement(tag);
    setAttrs(e, attrs);
    append(e, children);
    return e;
  }
  function svg(tag, attrs, children) {
    var e = document.createElementNS(SVG, tag);
    setAttrs(e, attrs);
    append(e, children);
    return e;
  }
  function setAttrs(e, attrs) {
    for (var k in attrs || {}) {
      if (attrs[k] !== undefined && attrs[k] !== null) e.setAttribute(k, attrs[k]);
    }
  }
  function append(e, children) {
    if (children === undefined || children === null) return;
    if (!Array.isArray(children)) children = [children];
    children.forEach(function (c) {
      if (c === undefined || c === null) return;
      e.appendChild(typeof c === "object" ? c : document.createTextNode(String(c)));
    });
  }
  function section(title, id) {
    var s = el("section", { id: id });
    s.appendChild(el("h2", {}, title));
    page.appendChild(s);
    return s;
  }
  function ms(ns) { return (ns / 1e6).toFixed(ns >= 1e8 ? 0 : ns >= 1e6 ? 1 : 3); }
  function pct(f) { return (100 * f).toFixed(f >= 0.1 ? 1 : 2); }
  function num(n) { return Number(n).toLocaleString("en-US"); }
  function threadName(id) {
    var names = report.thread_names || {};
    return names[id] !== undefined ? names[id] + " (#" + id + ")" : "#" + id;
  }
  // A thread reference as the report gives it: a name (string), an id
  // (number, named through thread_names) or {"id": n, "name": "..."}.
  function threadRef(t) {
    if (t === undefined || t === null) return "(unknown)";
    if (typeof t === "number") return threadName(t);
    if (typeof t === "object") {
      if (t.name !== undefined && t.name !== null) return String(t.name);
      return t.id !== undefined ? threadName(t.id) : "(unknown)";
    }
    return String(t);
  }
  // The bare name of a thread reference, to compare references of any form.
  function threadKey(t) {
    var names = report.thread_names || {};
    if (t !== null && typeof t === "object") t = t.name !== undefined && t.name !== null ? t.name : t.id;
    if (typeof t === "number") return names[t] !== undefined ? String(names[t]) : "#" + t;
    return String(t);
  }
  function lockId(l) { return l.class + "#" + l.id; }
  // A lock by the field that holds it when the report knows it, else by
  // class and id: two locks of one class never read the same.
  function lockName(l) { return l.name ? l.name + " (" + lockId(l) + ")" : lockId(l); }
  // "<class>#<id>" (as wait chains name locks) by the lock's name if known.
  function lockRefName(ref) {
    var m = /#(\d+)$/.exec(String(ref));
    var l = m && locks.filter(function (x) { return String(x.id) === m[1]; })[0];
    return l ? lockName(l) : String(ref);
  }
  function method(chain) {
    var f = (chain || [])[0];
    return f ? String(f).replace(/\(.*\)$/, "") : "";
  }
  function has(field) { return locks.some(function (l) { return l[field]; }); }
  function chainText(chain) { return (chain || []).map(function (f) { return "at " + f; }).join("\n"); }
  function table(head, rows) {
    var t = el("table");
    t.appendChild(el("thead", {}, head.map(function (row) {
      return el("tr", {}, row);
    })));
    t.appendChild(el("tbody", {}, rows));
    return t;
  }
  function cell(v, cls) { return el("td", { "class": cls }, v); }
  function absent() { return el("td", { "class": "absent" }, "–"); }

  // ---- the run ------------------------------------------------------------
  page.appendChild(el("h1", {}, "toyjvm lock report: " + (report.program || "(program)")));
  page.appendChild(el("p", { "class": "meta" }, [
    el("span", {}, "elapsed " + ms(report.elapsed_ns || 0) + " ms"),
    el("span", {}, (report.threads || 0) + " Java threads"),
    el("span", {}, "profilers: " + (report.profilers || []).join(", ")),
    el("span", {}, "clock: " + (report.clock || "?")),
    el("span", {}, locks.length + " locks")
  ]));

  // ---- top causes: which lock, held by whom where, how long --------------
  // Waiting per lock: blame's contended time, else JProfiler's blocked time,
  // else sampling's contended ticks. Owners: blame's by_owner (with its wait
  // chains, by_root_owner, when the report has them), else JProfiler's
  // by_blocker, else sampling's by_owner.
  function waitingNs(l) {
    if (l.blame) return l.blame.contended_ns || 0;
    if (l.jprofiler) return l.jprofiler.block_ns || 0;
    if (l.sampling && l.sampling.hz) return 1e9 * (l.sampling.contended_samples || 0) / l.sampling.hz;
    return 0;
  }
  function owners(l) {
    var total = waitingNs(l);
    if (l.blame && l.blame.by_owner && l.blame.by_owner.length) {
      return l.blame.by_owner.map(function (e) {
        return { thread: threadRef(e.thread), key: threadKey(e.thread), method: method(e.chain), ns: e.ns, source: "blame" };
      });
    }
    if (l.jprofiler && l.jprofiler.by_blocker && l.jprofiler.by_blocker.length) {
      return l.jprofiler.by_blocker.map(function (u) {
        return { thread: threadRef(u.thread), key: threadKey(u.thread), method: "", ns: u.block_ns, source: "JProfiler" };
      });
    }
    if (l.sampling && l.sampling.by_owner && l.sampling.by_owner.length) {
      var n = l.sampling.by_owner.reduce(function (a, e) { return a + e.samples; }, 0) || 1;
      return l.sampling.by_owner.map(function (e) {
        return { thread: threadRef(e.thread), key: threadKey(e.thread), method: method(e.chain), ns: total * e.samples / n, source: "sampling" };
      });
    }
    return [];
  }
  // A root owner of a wait chain, in words: "held by B (blocked on L3 held
  // by A at A.method)".
  function rootText(r) {
    var via = r.via || [];
    var describe = function (k) {
      if (k >= via.length) return threadKey(r.thread) + (method(r.chain) ? " at " + method(r.chain) : "");
      return threadKey(via[k].thread) + " (blocked on " + lockRefName(via[k].lock) + " held by " + describe(k + 1) + ")";
    };
    return "held by " + describe(0);
  }
  var allWaiting = locks.reduce(function (a, l) { return a + waitingNs(l); }, 0);
  var causes = [];
  locks.forEach(function (l) {
    var w = waitingNs(l);
    if (w <= 0) return;
    var os = owners(l);
    var roots = (l.blame && Array.isArray(l.blame.by_root_owner)) ? l.blame.by_root_owner : [];
    if (!os.length) os = [{ thread: "(unknown)", method: "", ns: w, source: "" }];
    os.slice(0, 3).forEach(function (o, k) {
      var chains = roots.filter(function (r) {
        return (r.via || []).length && threadKey(r.via[0].thread) === o.key;
      });
      causes.push({ lock: l, first: k === 0, owner: o, roots: chains, lockNs: w });
    });
  });
  causes.sort(function (a, b) { return b.lockNs - a.lockNs || (a.lock.id - b.lock.id) || b.owner.ns - a.owner.ns; });
  if (causes.length) {
    var tc = section("Top causes", "top-causes");
    tc.appendChild(el("p", { "class": "note" },
      "Where threads waited longest, and who held the lock then: the lock (by the field that holds it " +
      "when known), its owner thread and the method it held the lock in, and the waiting time it accounts " +
      "for, with its share of all waiting (" + ms(allWaiting) + " ms). Owners come from blame when it ran, " +
      "else from JProfiler or sampling; a wait chain shows the owner that was itself blocked."));
    // The wait-chain column only when the report has wait chains.
    var chained = locks.some(function (l) { return l.blame && Array.isArray(l.blame.by_root_owner); });
    tc.appendChild(table([[el("th", { "class": "name" }, "lock"), el("th", { "class": "name" }, "owner thread"),
      el("th", { "class": "name" }, "owner method"), el("th", {}, "waiting ms"), el("th", {}, "share %"),
      chained ? el("th", { "class": "name" }, "wait chain") : null]],
      causes.slice(0, 12).map(function (c) {
        var ns = c.owner.ns;
        return el("tr", { "class": c.first ? "cause first" : "cause" }, [
          cell(lockName(c.lock), "name lock"), cell(c.owner.thread, "name owner"),
          cell(c.owner.method || "–", "name method"), cell(ms(ns), "waiting"),
          cell(pct(allWaiting ? ns / allWaiting : 0)),
          chained ? cell(c.roots.map(function (r) { return rootText(r) + " — " + ms(r.ns) + " ms"; }).join("\n"),
            "name chainwait") : null]);
      })));
  }

  // ---- every lock, every profiler -----------------------------------------
  var groups = [
    { field: "freelunch", title: "Free Lunch", cols: [
      ["CSP %", function (g) { return pct(g.csp); }, function (g) { return g.csp >= report.csp_threshold; }],
      ["max CSP %", function (g) { return pct(g.max_csp); }, function (g) { return g.max_csp >= report.csp_threshold; }],
      ["acquiring ms", function (g) { return ms(g.acquiring_ns); }]] },
    { field: "hprof", title: "HPROF", cols: [
      ["share %", function (g) { return pct(g.share); }],
      ["contended", function (g) { return num(g.count); }],
      ["ms", function (g) { return ms(g.acquiring_ns); }]] },
    { field: "healthcenter", title: "Health Center / JLM", cols: [
      ["gets", function (g) { return num(g.gets); }],
      ["slow", function (g) { return num(g.slow); }],
      ["rec", function (g) { return num(g.rec); }],
      ["%miss", function (g) { return pct(g.miss); }],
      ["util %", function (g) { return pct(g.util); }]] },
    { field: "jprofiler", title: "JProfiler / YourKit", cols: [
      ["blocks", function (g) { return num(g.block_count); }],
      ["blocked ms", function (g) { return ms(g.block_ns); }],
      ["waits", function (g) { return num(g.wait_count); }],
      ["waited ms", function (g) { return ms(g.wait_ns); }]] },
    { field: "msdk", title: "MSDK", cols: [
      ["avg CS µs", function (g) { return (g.avg_cs_ns / 1e3).toFixed(1); }],
      ["slow/s", function (g) { return g.slow_per_s.toFixed(1); }]] },
    { field: "blame", title: "Blame", cols: [
      ["contended ms", function (g) { return ms(g.contended_ns); }],
      ["records", function (g) { return num(g.records); }]] },
    { field: "sampling", title: "Sampling", cols: [
      ["contended / samples", function (g) { return num(g.contended_samples) + " / " + num(g.samples); }],
      ["% of ticks", function (g) { return g.samples ? pct(g.contended_samples / g.samples) : "0"; }]] }
  ].filter(function (g) { return has(g.field); });

  var locksSection = section("Locks, every profiler side by side", "locks");
  locksSection.appendChild(el("p", { "class": "note" },
    "One row per lock that was inflated, contended or parked on while profiling. " +
    "Cells at or above Free Lunch's CSP threshold (" + pct(report.csp_threshold || 0) + "%) are marked. " +
    "A park-based lock (kind park: a java.util.concurrent synchronizer threads parked on) has no HPROF, " +
    "JLM or MSDK figures: HotSpot's JVMTI posts no event for parking, and its acquisitions are a CAS in " +
    "Java that the monitor's counters never see."));
  var head1 = [el("th", { rowspan: 2 }, "id"), el("th", { rowspan: 2, "class": "name" }, "lock"),
    el("th", { rowspan: 2 }, "kind")];
  var head2 = [];
  groups.forEach(function (g) {
    head1.push(el("th", { colspan: g.cols.length, "class": "group" }, g.title));
    g.cols.forEach(function (c) { head2.push(el("th", {}, c[0])); });
  });
  var rows = locks.map(function (l) {
    var tr = el("tr", { "class": l.died_ms !== undefined && l.died_ms !== null ? "died" : null, id: "lock-" + l.id },
      [cell(l.id), cell(l.name ? l.name + " (" + l.class + ")" : l.class, "name"), cell(l.kind || "monitor")]);
    groups.forEach(function (g) {
      g.cols.forEach(function (c) {
        var data = l[g.field];
        tr.appendChild(data ? cell(c[1](data), c[2] && c[2](data) ? "hot" : null) : absent());
      });
    });
    return tr;
  });
  locksSection.appendChild(el("div", { "class": "scroll" }, table([head1, head2], rows)));

  // ---- Free Lunch's CSP over time -----------------------------------------
  var timed = locks.filter(function (l) { return l.freelunch && l.freelunch.timeline && l.freelunch.timeline.length; })
    .sort(function (a, b) { return b.freelunch.max_csp - a.freelunch.max_csp; }).slice(0, PALETTE.length);
  if (timed.length) {
    var ts = section("Free Lunch: critical-section pressure over time", "timeline");
    ts.appendChild(el("p", { "class": "note" },
      "CSP per " + report.interval_ms + " ms interval: the time threads spent acquiring the lock over the " +
      "time they ran. The dashed line is the threshold. The " + timed.length + " locks with the highest CSP."));
    var W = 900, H = 260, L = 50, B = 30, T = 10, R = 30;
    var tmax = 0, cmax = report.csp_threshold || 0.2;
    timed.forEach(function (l) {
      l.freelunch.timeline.forEach(function (p) { tmax = Math.max(tmax, p.t_ms); cmax = Math.max(cmax, p.csp); });
    });
    cmax = Math.min(Math.max(cmax * 1.1, 0.05), 2);
    tmax = Math.max(tmax, 1);
    var x = function (t) { return L + (W - L - R) * t / tmax; };
    var y = function (c) { return T + (H - T - B) * (1 - Math.min(c, cmax) / cmax); };
    var chart = svg("svg", { width: W, height: H, viewBox: "0 0 " + W + " " + H, role: "img" });
    chart.appendChild(svg("line", { x1: L, y1: y(0), x2: W - R, y2: y(0), stroke: "#999" }));
    chart.appendChild(svg("line", { x1: L, y1: T, x2: L, y2: y(0), stroke: "#999" }));
    for (var i = 0; i <= 4; i++) {
      var c = cmax * i / 4;
      chart.appendChild(svg("text", { x: L - 4, y: y(c) + 4, "text-anchor": "end" }, pct(c) + "%"));
      var t = tmax * i / 4;
      chart.appendChild(svg("text", { x: x(t), y: H - 10, "text-anchor": "middle" }, (t / 1000).toFixed(1) + " s"));
    }
    chart.appendChild(svg("line", { x1: L, x2: W - R, y1: y(report.csp_threshold), y2: y(report.csp_threshold),
      stroke: "#d0533f", "stroke-dasharray": "4 3", opacity: 0.6 }));
    var legend = el("p", { "class": "legend" });
    timed.forEach(function (l, k) {
      var pts = [[0, 0]].concat(l.freelunch.timeline.map(function (p) { return [p.t_ms, p.csp]; }));
      chart.appendChild(svg("polyline", {
        fill: "none", stroke: PALETTE[k], "stroke-width": 2,
        points: pts.map(function (p) { return x(p[0]).toFixed(1) + "," + y(p[1]).toFixed(1); }).join(" ")
      }, svg("title", {}, lockName(l))));
      legend.appendChild(el("span", {}, [el("i", { style: "background:" + PALETTE[k] }), lockName(l)]));
    });
    ts.appendChild(chart);
    ts.appendChild(legend);
  }

  // ---- per lock: who -------------------------------------------------------
  var detailed = locks.filter(function (l) { return l.freelunch || l.jprofiler || l.blame || l.sampling; });
  if (detailed.length) {
    var ds = section("Per lock: threads, owners and call chains", "details");
    detailed.forEach(function (l) {
      var d = el("details", {}, el("summary", {}, lockName(l)));
      if (l.freelunch && l.freelunch.chain && l.freelunch.chain.length) {
        d.appendChild(el("h3", {}, "Free Lunch: the acquisition that first inflated it"));
        d.appendChild(el("div", { "class": "chain" }, chainText(l.freelunch.chain)));
      }
      if (l.jprofiler) {
        var usage = function (title, list) {
          if (!list || !list.length) return;
          d.appendChild(el("h3", {}, title));
          d.appendChild(table([[el("th", { "class": "name" }, "thread"), el("th", {}, "blocks"),
            el("th", {}, "blocked ms"), el("th", {}, "waits"), el("th", {}, "waited ms")]],
            list.map(function (u) {
              return el("tr", {}, [cell(threadRef(u.thread), "name"), cell(num(u.block_count)),
                cell(ms(u.block_ns)), cell(num(u.wait_count)), cell(ms(u.wait_ns))]);
            })));
        };
        usage("JProfiler: by blocked or waiting thread", l.jprofiler.by_thread);
        usage("JProfiler: blocked time by the thread that held the lock", l.jprofiler.by_blocker);
      }
      var entries = function (title, list, measure) {
        if (!list || !list.length) return;
        d.appendChild(el("h3", {}, title));
        d.appendChild(table([[el("th", { "class": "name" }, "thread"), el("th", {}, measure[0]),
          el("th", { "class": "name" }, "call chain")]],
          list.slice(0, 20).map(function (e) {
            var who = threadRef(e.thread);
            return el("tr", {}, [cell(who, "name"), cell(measure[1](e)), cell(chainText(e.chain), "chain")]);
          })));
      };
      if (l.blame) {
        entries("Blame: owners (who held the lock while others waited)", l.blame.by_owner,
          ["ms", function (e) { return ms(e.ns); }]);
        entries("Blame: waiters", l.blame.by_waiter, ["ms", function (e) { return ms(e.ns); }]);
      }
      if (l.sampling) {
        entries("Sampling: owners seen at the ticks", l.sampling.by_owner,
          ["samples", function (e) { return num(e.samples); }]);
        entries("Sampling: waiters seen at the ticks", l.sampling.by_waiter,
          ["samples", function (e) { return num(e.samples); }]);
      }
      ds.appendChild(d);
    });
  }

  // ---- blame: the tree and the flame graph --------------------------------
  var blame = report.blame;
  if (blame && blame.tree && blame.tree.length) {
    var bs = section("Blame: contended time by " + (blame.aspects || []).join(" → "), "blame-tree");
    bs.appendChild(el("p", { "class": "note" }, ms(blame.contended_ns) + " ms contended in " +
      num(blame.records) + " records."));
    var total = Math.max(1, blame.contended_ns);
    var node = function (n) {
      var width = Math.max(1, Math.round(300 * n.ns / total));
      var parts = [el("span", { "class": "key" }, n.key),
        el("span", { "class": "ns" }, ms(n.ns) + " ms, " + num(n.count) + (n.count === 1 ? " record" : " records")),
        el("span", { "class": "bar", style: "width:" + width + "px" })];
      if (!n.children || !n.children.length) return el("div", { "class": "leaf" }, parts);
      var d = el("details", {}, el("summary", {}, parts));
      n.children.forEach(function (c) { d.appendChild(node(c)); });
      return d;
    };
    var tree = el("div", { "class": "tree" });
    blame.tree.forEach(function (n) { tree.appendChild(node(n)); });
    bs.appendChild(tree);
  }

  // Flame graphs of blocked time, widths are blame's contended time. By
  // waiter: the lock, then the waiter's chain from the outermost frame in.
  // By owner: the lock, then the owner's chain from the outermost frame in,
  // then "[held by <thread> at <method>]" (the collapsed file's
  // "[blocked by <owner>]" frame, seen from the owner's side).
  function flameTree(list, path) {
    var root = { name: "all", ns: 0, children: {} };
    locks.forEach(function (l) {
      if (!l.blame) return;
      (l.blame[list] || []).forEach(function (e) {
        var n = root;
        n.ns += e.ns;
        path(l, e).forEach(function (name) {
          n.children[name] = n.children[name] || { name: name, ns: 0, children: {} };
          n = n.children[name];
          n.ns += e.ns;
        });
      });
    });
    return root;
  }
  function flameSvg(root, cls) {
    var FW = 1200, ROW = 18, depth = 0;
    var rects = [];
    var lay = function (n, x0, level) {
      depth = Math.max(depth, level + 1);
      rects.push([n, x0, level]);
      var x1 = x0;
      Object.keys(n.children).sort().forEach(function (k) {
        var c = n.children[k];
        lay(c, x1, level + 1);
        x1 += FW * c.ns / root.ns;
      });
    };
    lay(root, 0, 0);
    var fg = svg("svg", { "class": "flame " + cls, width: FW, height: depth * ROW, viewBox: "0 0 " + FW + " " + depth * ROW });
    rects.forEach(function (r, k) {
      var n = r[0], w = FW * n.ns / root.ns;
      if (w < 0.5) return;
      var held = n.name.indexOf("[held by ") === 0;
      var g = svg("g", {}, svg("title", {}, n.name + " — " + ms(n.ns) + " ms"));
      g.appendChild(svg("rect", { x: r[1].toFixed(1), y: r[2] * ROW, width: Math.max(0.5, w - 0.5).toFixed(1),
        height: ROW - 1, fill: held ? "#7a6fd0" : PALETTE[k % 5], opacity: 0.85 }));
      if (w > 40) {
        var label = n.name.length * 6 > w - 6 ? n.name.slice(0, Math.floor((w - 6) / 6)) + "…" : n.name;
        g.appendChild(svg("text", { x: r[1] + 3, y: r[2] * ROW + 13, fill: "#fff" }, label));
      }
      fg.appendChild(g);
    });
    return el("div", { "class": "scroll" }, fg);
  }
  var byWaiter = flameTree("by_waiter", function (l, e) {
    return [lockName(l)].concat((e.chain || []).slice().reverse());
  });
  var byOwner = flameTree("by_owner", function (l, e) {
    var m = method(e.chain);
    return [lockName(l)].concat((e.chain || []).slice().reverse(),
      ["[held by " + threadRef(e.thread) + (m ? " at " + m : "") + "]"]);
  });
  if (byWaiter.ns > 0 || byOwner.ns > 0) {
    var fs = section("Blame: flame graphs of blocked time", "flame");
    var graphs = [["waiter", "by waiter: the lock, then the blocked thread's call chain", byWaiter],
      ["owner", "by owner: the lock, then the owner's call chain where it held the lock, then [held by <thread> at <method>]", byOwner]]
      .filter(function (g) { return g[2].ns > 0; });
    var bar = el("p", { "class": "flame-toggle" }, "Show: ");
    var views = graphs.map(function (g, k) {
      var v = el("div", { "class": "flame-view", id: "flame-" + g[0], "data-view": g[0] },
        [el("h3", {}, "Flame graph " + g[1]), flameSvg(g[2], "flame-" + g[0])]);
      if (k > 0) v.style.display = "none";
      return v;
    });
    graphs.forEach(function (g, k) {
      var b = el("button", { type: "button", "data-view": g[0] }, "by " + g[0]);
      b.addEventListener("click", function () {
        views.forEach(function (v, i) { v.style.display = i === k ? "" : "none"; });
      });
      bar.appendChild(b);
    });
    var all = el("button", { type: "button" }, "both");
    all.addEventListener("click", function () { views.forEach(function (v) { v.style.display = ""; }); });
    bar.appendChild(all);
    fs.appendChild(bar);
    views.forEach(function (v) { fs.appendChild(v); });
  }

  // ---- HPROF's own table ----------------------------------------------------
  if (report.hprof && report.hprof.entries && report.hprof.entries.length) {
    var hs = section("HPROF (" + report.hprof.variant + "): MONITOR TIME", "hprof");
    var cum = 0;
    hs.appendChild(table([[el("th", {}, "rank"), el("th", {}, "self %"), el("th", {}, "accum %"),
      el("th", {}, "count"), el("th", {}, "trace"), el("th", { "class": "name" }, "class"),
      el("th", { "class": "name" }, "frames")]],
      report.hprof.entries.slice(0, 30).map(function (e, k) {
        var self = report.hprof.total_ns ? e.ns / report.hprof.total_ns : 0;
        cum += self;
        return el("tr", {}, [cell(k + 1), cell(pct(self)), cell(pct(cum)), cell(num(e.count)),
          cell(e.trace_id), cell(e.class, "name"), cell(chainText(e.trace), "chain")]);
      })));
  }

  // ---- concurrency metrics (paper 004) --------------------------------------
  if (report.concurrency) {
    var meaning = {
      T: "user threads", TD: "thread density: threads doing 95% of the CPU work",
      PTD: "median thread density per 60 ms period", PPTD: "median over the periods with TD > 1",
      S: "speed-up S(N) = 1/((1−P)+P/N)", N: "N of S(N): the processors",
      periods: "60 ms periods", parallel_periods: "periods with TD > 1",
      TD_S: "thread density of shared-object accesses", PTD_S: "per period",
      TD_A: "thread density of alternating accesses", PTD_A: "per period",
      RR: "shared reads per ms", RW: "shared writes per ms", RA: "alternating accesses per ms",
      shared_reads: "reads of objects another thread allocated", shared_writes: "writes of them",
      alternating: "accesses whose previous access was another thread's (not read after read)",
      shared_objects: "objects accessed by a thread other than their allocator"
    };
    var cc = report.concurrency;
    var cs = section("Concurrency metrics (paper 004)", "concurrency");
    cs.appendChild(table([[el("th", { "class": "name" }, "metric"), el("th", {}, "value"),
      el("th", { "class": "name" }, "meaning")]],
      Object.keys(cc).filter(function (k) { return !Array.isArray(cc[k]); }).map(function (k) {
        var v = cc[k];
        var shown = v === null ? "–" : typeof v === "number" ? (Number.isInteger(v) ? num(v) : v.toFixed(3)) : String(v);
        return el("tr", {}, [cell(k, "name"), cell(shown), cell(meaning[k] || "", "name")]);
      })));
    if (Array.isArray(cc.by_thread) && cc.by_thread.length) {
      cs.appendChild(el("h3", {}, "By thread"));
      cs.appendChild(table([[el("th", { "class": "name" }, "thread"), el("th", {}, "CPU ms"),
        el("th", {}, "shared accesses"), el("th", {}, "alternating")]],
        cc.by_thread.map(function (t) {
          return el("tr", {}, [cell(t.name ? t.name + " (#" + t.thread + ")" : threadName(t.thread), "name"),
            cell(ms(t.cpu_ns)), cell(num(t.shared)), cell(num(t.alternating))]);
        })));
    }
  }

  document.body.setAttribute("data-rendered", "ok");
})();
