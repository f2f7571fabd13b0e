// Stones: the page's start, in place of go-app's. app/site/site.go appends this
// script to go-app's app.js and takes out go-app's own call of its loader
// (goappInitWebAssembly): the one change Stones makes to go-app's script
// (startHook in app/site/site.go). It runs where go-app's loader ran, at the end
// of app.js, and differs from it so:
//
//   - Every link runs the program: go-app skips it for a link that says
//     wasm=false, which would show the pre-rendered default game, not the
//     game the link asks for, and no word about its unknown key.
//   - The solver's worker (web/solver-worker.js) downloads and compiles the
//     program and hands the page the module (compiled), so that the page's
//     thread compiles none of it. go-app read the program through a stream
//     of its own, for a percentage the page's loading label does not show.
//   - A frame of a page that holds other Stones frames (a course page of
//     embeds) takes the compiled program of the first (sibling): one
//     download, one compilation, one copy of the code for them all.
//   - The program is instantiated in a task of its own, and runs once the
//     browser has shown the pre-rendered page (painted).
//   - go-app's loader goes once the program has drawn the page (drawn), not
//     when the program first waits.
//
// The page's program finds here window.stonesWorker (the worker started
// here, marked stonesFailed when it failed, or none where the program
// came from a sibling frame), window.stonesDeferGo (set in an embed: its
// worker's program waits for {go}, and a worker not started here is
// started when first needed), window.stonesModule (the compiled program,
// for the workers it starts itself) and
// window.stonesDrew (what explorer.OnMount calls once the page is drawn);
// the browser tests read window.stonesFetched (the worker's downloads).
(() => {
  "use strict";

  // painted is a promise kept once the browser has shown the pre-rendered
  // page: its first contentful paint has been presented (the paint timing
  // entry is reported only then), and two frames more have begun, so that a
  // part of the page parsed after that paint is on the screen too; or after
  // a second, in a tab that paints nothing (a hidden one). A frame's
  // callback alone was not enough: on a busy machine the compositor
  // presented the frame 100 ms after its callback, after the program had
  // taken over, so that the page's largest paint became the program's
  // drawing rather than the pre-rendered page's.
  //
  // The program's start is one long task (the Go runtime, and V8 compiling
  // the functions it first calls). When the WebAssembly comes before the
  // browser has painted the pre-rendered page (a fast line, a cached
  // program), that task would hold the first paint back: the page stays
  // blank for it. The program runs once the page is on the screen.
  const painted = () =>
    new Promise((done) => {
      setTimeout(done, 1000);
      const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
      try {
        new PerformanceObserver((list, o) => {
          if (list.getEntriesByName("first-contentful-paint").length) {
            o.disconnect();
            frames();
          }
        }).observe({ type: "paint", buffered: true });
      } catch (err) {
        frames();
      }
    });

  // nextTask waits for a task of its own.
  const nextTask = () => new Promise((next) => setTimeout(next, 0));

  // compiled is the promise of the compiled program. The solver's worker,
  // which runs the same program (web/solver-worker.js), is started at once
  // and asked to download and compile the page's version of it ({compile:
  // version}): it sends the module back, with what its download cost (the
  // Performance API's entries of the worker, which the page keeps in
  // window.stonesFetched), and then runs it once the page says {go}. The
  // compilation is then none of the page's thread: V8 receives a streamed
  // program on the thread that compiles it, part by part, and finishes it
  // there (40–60 ms of the page's thread, in tasks of up to 120 ms on the
  // clock, before).
  //
  // The page compiles the program itself, once shown (shown), when the
  // worker cannot: the browser has no workers, the worker fails
  // (stonesFailed: the analyses then run in the page), or it has not sent
  // the module after 5 s. The timeout also serves a headless browser's
  // virtual time (Chromium's --virtual-time-budget, as in screenshots),
  // which runs on while only a worker works: the timeout comes at once, and
  // the page's own compilation holds the virtual clock as before. The page
  // asks for the worker's address, which the browser's cache may then
  // answer. The worker's module message is the page's alone: its other
  // messages are the analyst's (app/analyst_js.go).
  const compiled = (shown, version) =>
    new Promise((done, failed) => {
      let settled = false; // the module came, or the page compiles its own
      const here = () => {
        if (!settled) {
          settled = true;
          shown
            .then(() => WebAssembly.compileStreaming(fetch("/web/app.wasm?version=" + encodeURIComponent(version))))
            .then(done, failed);
        }
      };
      try {
        const w = (window.stonesWorker = new Worker("/web/solver-worker.js"));
        w.addEventListener("message", (e) => {
          if (e.data && e.data.module) {
            e.stopImmediatePropagation();
            window.stonesFetched = e.data.fetched;
            settled = true; // no compilation of the page's own after 5 s
            done(e.data.module);
          } else if (e.data && e.data.failed) {
            w.stonesFailed = true;
            here();
          }
        });
        w.addEventListener("error", () => {
          w.stonesFailed = true;
          here();
        });
        w.postMessage({ compile: version });
        setTimeout(here, 5000);
      } catch (err) {
        here();
      }
    });

  // sibling returns the promise of the compiled program of another Stones
  // frame of this page, of the same version, or null: a course page holds
  // many embeds, and the first one's module serves every other, neither
  // downloaded nor compiled again, nor a worker started for it (its code,
  // compiled once, is shared by every frame that instantiates it). The
  // frames of one origin in a page share their thread and can reach each
  // other through the parent, whatever its origin; a frame of another
  // origin refuses the reach (caught). The page of the embed builder,
  // whose preview is an embed, serves its own module so.
  const sibling = (version) => {
    const others = [];
    try {
      if (window.parent === window) {
        return null;
      }
      others.push(window.parent);
      for (let i = 0; i < window.parent.frames.length; i++) {
        others.push(window.parent.frames[i]);
      }
    } catch (err) {
      return null;
    }
    for (const other of others) {
      try {
        if (other !== window && other.stonesVersion === version && other.stonesProgram) {
          return other.stonesProgram;
        }
      } catch (err) {
        // a frame of another origin
      }
    }
    return null;
  };

  // program returns the promise of the compiled program, and keeps it in
  // window.stonesProgram (with window.stonesVersion) for the frames that
  // come after: a sibling's (given up after 5 s, for a sibling that went)
  // or the page's own (compiled). A frame keeps a sibling's promise only
  // once kept, so that two frames never wait for each other.
  const program = (shown) => {
    const version = document.querySelector('meta[name="stones-version"]')?.content || "";
    window.stonesVersion = version;
    const shared = sibling(version);
    if (!shared) {
      return (window.stonesProgram = compiled(shown, version));
    }
    const late = new Promise((_, gone) => setTimeout(gone, 5000));
    return Promise.race([shared, late]).then(
      (module) => {
        window.stonesProgram = Promise.resolve(module);
        return module;
      },
      () => (window.stonesProgram = compiled(shown, version)),
    );
  };

  // instantiate returns the program's module and instance: compiled by the
  // worker, or a sibling frame's, and instantiated in a task of its own or,
  // in a browser without WebAssembly.compileStreaming, fetched once the
  // page is shown.
  const instantiate = async (shown, imports) => {
    if (!WebAssembly.compileStreaming) {
      await shown;
      const source = await (await fetch("/web/app.wasm")).arrayBuffer();
      return await WebAssembly.instantiate(source, imports);
    }
    const module = await program(shown);
    await nextTask();
    return { module, instance: await WebAssembly.instantiate(module, imports) };
  };

  const start = async () => {
    const loader = document.getElementById("app-wasm-loader");
    if (/bot|googlebot|crawler|spider|robot|crawling/i.test(navigator.userAgent)) {
      loader.remove();
      return;
    }
    const loaderIcon = document.getElementById("app-wasm-loader-icon");
    const loaderLabel = document.getElementById("app-wasm-loader-label");
    try {
      loaderLabel.innerText = goappLoadingLabel.replace("{progress}", 0);
      const go = new Go();
      // An embed shows its loader, not the pre-rendered page, until its
      // program draws (web/theme.js marks a link's page pending): it does
      // not wait for that first paint, which on a course page of many
      // embeds would hold each one back by a few frames.
      const embed = new URLSearchParams(location.search).has("embed");
      const shown = embed ? nextTask() : painted();
      const wasm = await instantiate(shown, go.importObject);
      window.stonesModule = wasm.module;
      // The worker runs the program it compiled once the page has
      // instantiated its module: the page's instantiation, beside the
      // worker's start, once waited a second with its thread idle. An
      // embed's worker waits until the page first asks it something
      // (stonesDeferGo; app/analyst_js.go): most embeds answer their
      // figure in the page, and a course page of many then runs one Go
      // program for each embed, not two. An embed that took a sibling's
      // module has no worker: its program starts one when it first needs
      // it.
      if (embed) {
        window.stonesDeferGo = true;
      } else if (window.stonesWorker) {
        window.stonesWorker.postMessage({ go: true });
      }
      await shown;
      await nextTask();
      // V8 compiles a WebAssembly function the first time it is called, on
      // the thread that calls it, and the module's code is shared by the
      // threads it is sent to: what the worker's start compiles while the
      // page instantiates the module (the runtime, the packages'
      // initialisation), the page's start finds compiled.
      //
      // The loader says that the program has taken over (the stylesheet,
      // via theme.js, and the browser tests read it so): it goes once the
      // program has drawn the page, or has ended without drawing it.
      const drawn = new Promise((drew) => (window.stonesDrew = drew));
      await Promise.race([drawn, go.run(wasm.instance)]);
      loader.remove();
    } catch (err) {
      loaderIcon.className = "goapp-logo";
      loaderLabel.innerText = err;
      console.error("loading wasm failed: ", err);
    }
  };

  start();
})();
