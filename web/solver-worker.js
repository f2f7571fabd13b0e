// Stones' solver in a Web Worker: the page's own Go program (app.wasm),
// which, started here where there is no document, answers the page as its
// solver (package stones/app/worker) away from the page's thread, so that
// a long analysis never freezes the page. One worker lives as long as the
// page; the page's Cancel terminates it and starts another.
//
// The page's first message is {compile: version} from go-app's script
// (web/start.js): the worker downloads and compiles
// /web/app.wasm?version=…, the page's version (the service worker then
// never answers with another deploy's program), sends the page the module
// and the resource entries of its downloads ({module, fetched}), which the page then
// runs too, and runs it once the page says {go}: the page has
// instantiated its own, which waited for as long as a second while the
// worker's program started. A worker the page starts later (after a Cancel)
// gets {module}: the page's module, so that the program is neither
// downloaded nor compiled again. Without one (the page could not keep it)
// the worker fetches the program itself. Every later message is passed to the Go
// program, which posts the answers: runs of analysis ({run, query,
// fallback, holds}; {run} stops one) and questions about the figure ({ask,
// query, explain}). The protocol is written out once, with a Go type for
// each message, in app/analysis/message.go.
"use strict";

importScripts("/wasm_exec.js");

let analyze = null; // self.stonesAnalyze, once the solver runs
let waiting = null; // the messages that came before, in order; null until the first
let compiled = null; // the module compiled here, until the page says {go}
let go = false; // the page said {go}

self.onmessage = (event) => {
  const data = event.data;
  if (analyze) {
    analyze(data);
  } else if (data && data.go) {
    go = true;
    if (compiled) {
      start(compiled);
    }
  } else if (waiting) {
    waiting.push(data);
  } else {
    waiting = [];
    if (data && "compile" in data) {
      WebAssembly.compileStreaming(fetch("/web/app.wasm?version=" + encodeURIComponent(data.compile)))
        .then((module) => {
          const fetched = performance.getEntriesByType("resource").map((e) => e.toJSON());
          self.postMessage({ module, fetched });
          if (go) {
            start(module);
          } else {
            compiled = module;
          }
        })
        .catch((err) => self.postMessage({ failed: String(err) }));
    } else {
      start(data && data.module);
    }
  }
};

// start runs the program of module, or of /web/app.wasm without one.
function start(module) {
  const go = new Go();
  const instance =
    module instanceof WebAssembly.Module
      ? WebAssembly.instantiate(module, go.importObject)
      : WebAssembly.instantiateStreaming(fetch("/web/app.wasm"), go.importObject).then((r) => r.instance);
  instance
    .then((instance) => {
      go.run(instance);
      analyze = self.stonesAnalyze;
      for (const message of waiting) {
        analyze(message);
      }
      waiting = [];
    })
    .catch((err) => self.postMessage({ failed: String(err) }));
}
