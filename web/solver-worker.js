// Stones' solver in a Web Worker: it runs /web/solver.wasm (the Go program
// app/worker, the solver without the page) away from the page's thread, so
// that a long analysis never freezes the page. One worker lives as long as
// the page; the page's Cancel terminates it and starts another.
//
// It passes each message of the page to the Go program and posts what the
// program answers: runs of analysis ({run, query, fallback, holds}; {run} stops
// one) and questions about the figure ({ask, query, explain}). The
// protocol is written out once, in package stones/app/analysis.
"use strict";

importScripts("/wasm_exec.js");

let analyze = null; // self.stonesAnalyze, once the solver runs
let waiting = []; // the messages that came before, in order

self.onmessage = (event) => {
  if (analyze) {
    analyze(event.data);
  } else {
    waiting.push(event.data);
  }
};

const go = new Go();
WebAssembly.instantiateStreaming(fetch("/web/solver.wasm"), go.importObject)
  .then((result) => {
    go.run(result.instance);
    analyze = self.stonesAnalyze;
    for (const message of waiting) {
      analyze(message);
    }
    waiting = [];
  })
  .catch((err) => self.postMessage({ failed: String(err) }));
