// Stones' solver in a Web Worker: it runs /web/solver.wasm (the Go program
// app/worker, the solver without the page) away from the page's thread, so
// that a long analysis never freezes the page. One worker lives as long as
// the page; the page's Cancel terminates it and starts another.
//
// The protocol (package stones/app/analysis has it in full):
//   page → worker  {run, query, fallback}  analyse the configuration query, a URL
//                                          query as solver.ParseConfig reads it;
//                                          a newer run supersedes the one before.
//                                          fallback: list the default heap sizes
//                                          when len is beyond the page's limit
//                  {run}                   stop the running run
//   worker → page  {run, progress: {stage, done, total}}
//                                          at least every 100 ms while it works
//                  {run, result: {head, letters, nim}, asides: [{key, text, problem}]}
//                                          the result as solver.Packed: head is JSON,
//                                          letters strings, nim a Uint32Array
//                                          (transferred); asides are the errors of the
//                                          questions the result leaves out
//                  {run, match}            with the result, when the query names a game
//                                          in play (page keys from, line): JSON
//                  {run, error: [{key, text, problem}]}
//                                          no result: the problems, by key
//                  {failed: message}       the solver could not start
// and questions about the figure, answered from the last result at once,
// never stopping the running run:
//   page → worker  {ask, query, explain: n}  explain heap n of the figure of query
//   worker → page  {ask, explanation: json}  solver.Explained as JSON
//                  {ask, error: [{key, text, problem}]}
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
