// Stones' solver in a Web Worker: the page's own Go program (app.wasm),
// which, started here where there is no document, answers the page as its
// solver (package stones/app/worker) away from the page's thread, so that
// a long analysis never freezes the page. One worker lives as long as the
// page; the page's Cancel terminates it and starts another.
//
// The page's first message is {module}: the WebAssembly.Module the page
// compiled from /web/app.wasm, so that the program is neither downloaded
// nor compiled twice. Without one (the page could not keep it) the worker
// fetches the program itself. Every later message is passed to the Go
// program, which posts the answers: runs of analysis ({run, query,
// fallback, holds}; {run} stops one) and questions about the figure ({ask,
// query, explain}). The protocol is written out once, in package
// stones/app/analysis.
"use strict";

importScripts("/wasm_exec.js");

let analyze = null; // self.stonesAnalyze, once the solver runs
let waiting = null; // the messages that came before, in order; null until the first

self.onmessage = (event) => {
  if (analyze) {
    analyze(event.data);
  } else if (waiting) {
    waiting.push(event.data);
  } else {
    waiting = [];
    start(event.data && event.data.module);
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
