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
//   - An embed of a page where a Stones program runs already (a course page
//     of many embeds) starts no program: that program draws it, as a still
//     (still), until the reader reaches for it (app/still.go).
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

  // stonesVersion returns the version of this deploy, and marks this
  // window with it for the other Stones frames of the page.
  const stonesVersion = () =>
    (window.stonesVersion = document.querySelector('meta[name="stones-version"]')?.content || "");

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

  // stonesFrame returns another Stones window of this page, of the same
  // version, that holds key (a program's promise, or a program that draws
  // stills): a sibling frame or the page that holds this frame. A course
  // page holds many embeds, and the first one's module serves every other,
  // neither downloaded nor compiled again, nor a worker started for it (its
  // code, compiled once, is shared by every frame that instantiates it).
  // The frames of one origin in a page share their thread and can reach
  // each other through the parent, whatever its origin; a frame of another
  // origin refuses the reach (caught). The page of the embed builder,
  // whose preview is an embed, serves its own module so.
  const stonesFrame = (version, key) => {
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
        if (other !== window && other.stonesVersion === version && other[key]) {
          return other;
        }
      } catch (err) {
        // a frame of another origin
      }
    }
    return null;
  };

  // sibling returns the promise of the compiled program of another Stones
  // frame of this page (stonesFrame), or null.
  const sibling = (version) => stonesFrame(version, "stonesProgram")?.stonesProgram || null;

  // program returns the promise of the compiled program, and keeps it in
  // window.stonesProgram (with window.stonesVersion) for the frames that
  // come after: a sibling's (given up after 5 s, for a sibling that went)
  // or the page's own (compiled). A frame keeps a sibling's promise only
  // once kept, so that two frames never wait for each other.
  const program = (shown) => {
    const version = stonesVersion();
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

  // still draws this embed from another Stones program of the page, one
  // that already runs (app/still.go): that program renders the parts of
  // this frame's link into this document and paints its strip's canvas,
  // on the thread the frames share. A course page of many embeds so starts
  // one Go program, not one a frame. The still stays until the reader
  // reaches for it (reached); this frame's own program then starts and
  // its live parts take the still's place. It returns the still, or null
  // where no program of the page draws one for this link: this frame then
  // runs its own. A program still starting asks the frame to wait, for at
  // most 3 s.
  const still = async () => {
    const version = stonesVersion();
    const query = location.search.slice(1);
    const parts = new URLSearchParams(query).get("embed").split(",");
    if (!parts.every((p) => stillParts.includes(p))) {
      return null;
    }
    const until = Date.now() + 3000;
    for (;;) {
      const server = stonesFrame(version, "stonesStill");
      if (server) {
        const guess = stillBox(server);
        let html = "";
        try {
          html = server.stonesStill({ query, ...guess });
        } catch (err) {
          return null; // the program ended
        }
        if (html !== "wait") {
          return html ? showStill(server, query, html, guess) : null;
        }
      } else if (!stonesFrame(version, "stonesProgram")) {
        return null; // no program in the page: this frame is the first
      }
      if (Date.now() > until) {
        return null;
      }
      await new Promise((next) => setTimeout(next, 50));
    }
  };

  // stillParts are the values of the key embed that a still may show, as
  // app/still.go's stillParts (1 is the figure): an embed of another part
  // runs its own program at once, without waiting for another's.
  const stillParts = ["1", "figure", "question", "table"];

  // stillBox returns the size of the strip's box that server's last still
  // of a frame of this one's size was laid out at ({width: 0, height: 0}
  // for none), which server keeps: the frames of a course page are mostly
  // of one size, and a still rendered at its box's size from the start is
  // rendered once.
  const stillBox = (server) => {
    try {
      return server.stonesStillBoxes?.[innerWidth + "x" + innerHeight] || { width: 0, height: 0 };
    } catch (err) {
      return { width: 0, height: 0 };
    }
  };

  // showStill puts a still's html in place of the pre-rendered page (which
  // would give each of its elements' ids twice), at the end of the body,
  // where the program's first drawing leaves it (go-app replaces the
  // body's first element), and has server paint its strip at the size the
  // frame lays the strip's box out at: html was rendered at guess's size,
  // and is rendered again at another. It sizes the frame to the still and
  // fills the strip's print block when the browser prints (frameSizer sets
  // the strip's height before the box is measured). It returns the
  // still's element, with its end(): stop watching.
  const showStill = (server, query, html, guess) => {
    const root = document.documentElement;
    const prerendered = document.body.firstElementChild;
    prerendered.replaceChildren();
    prerendered.hidden = true; // its padding would push the still down
    const box = document.createElement("div");
    box.id = "stones-still";
    box.innerHTML = html;
    document.body.append(box);
    root.dataset.still = "";
    // The box, not its main, which a second rendering replaces.
    const resize = frameSizer(box);
    const view = box.querySelector(".strip-view");
    const width = view ? view.clientWidth : 0;
    const height = view ? view.clientHeight : 0;
    if (view) {
      (server.stonesStillBoxes ||= {})[innerWidth + "x" + innerHeight] = { width, height };
      if (width !== guess.width || height !== guess.height) {
        const sized = server.stonesStill({ query, width, height });
        if (sized && sized !== "wait") {
          box.innerHTML = sized;
        }
      }
      const canvas = box.querySelector("canvas");
      if (canvas) {
        server.stonesStill({ query, width, height, canvas });
      }
    }
    const print = () => {
      const block = box.querySelector("#strip-print");
      try {
        if (block) {
          block.innerHTML = server.stonesStill({ query, width, height, print: location.href }) || "";
        }
      } catch (err) {
        // the program that drew the still has ended
      }
    };
    addEventListener("beforeprint", print);
    box.end = () => {
      removeEventListener("beforeprint", print);
      resize();
    };
    return box;
  };

  // frameSizer lets a host page size an embed's frame to its content:
  // it posts {subject: "lti.frameResize", height} (the bottom of content,
  // the body's margin included, in CSS pixels) to the page that holds the
  // frame, once content is laid out and whenever its height changes, and
  // returns the stop of its watch. The strip keeps the height the frame
  // first gave it (--embed-vh, web/stones.css): the host may size the frame
  // from then on. The first height is posted in a task of its own: the
  // program mounts its content before it is in the document, and the
  // stylesheet hides it until the loader goes; and in a frame out of view
  // the browser holds the observer's calls back until the frame nears the
  // view, where the frame would keep a height of nothing. The program's
  // frame sizer (app/framesize_js.go) calls it as window.stonesSizeFrame,
  // and a still (showStill) for its own content.
  const frameSizer = (content) => {
    if (!content || window.parent === window || !window.ResizeObserver) {
      return () => {};
    }
    const root = document.documentElement;
    if (!root.style.getPropertyValue("--embed-vh")) {
      root.style.setProperty("--embed-vh", innerHeight + "px");
    }
    let last = 0;
    const post = () => {
      if (!content.isConnected) {
        return;
      }
      const margin = parseFloat(getComputedStyle(document.body).marginBottom) || 0;
      const height = Math.ceil(content.getBoundingClientRect().bottom + scrollY + margin);
      if (height > 0 && height !== last) {
        last = height;
        window.parent.postMessage({ subject: "lti.frameResize", height }, "*");
      }
    };
    const watch = new ResizeObserver(post);
    watch.observe(content);
    const first = setTimeout(post, 0);
    return () => {
      clearTimeout(first);
      watch.disconnect();
    };
  };
  window.stonesSizeFrame = frameSizer;

  // reached is kept once the reader reaches for the still: the pointer
  // over it, a touch, a key, the focus, a change of theme or of the
  // frame's width (which the live strip follows; the frame's height is
  // the one the still asked for). It resolves to a function that returns the id of
  // the last button of the still clicked, if any, for the live page to
  // click in its place, and stops listening for clicks.
  const reached = () =>
    new Promise((go) => {
      const events = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin", "stones-theme"];
      let clicked = "";
      const click = (e) => {
        clicked = e.target.closest?.("button[id]")?.id || clicked;
      };
      const once = () => {
        for (const e of events) {
          removeEventListener(e, once, true);
        }
        removeEventListener("resize", resized);
        go(() => {
          removeEventListener("click", click, true);
          return clicked;
        });
      };
      const width = innerWidth;
      const resized = () => {
        if (innerWidth !== width) {
          removeEventListener("resize", resized);
          once();
        }
      };
      addEventListener("click", click, true);
      addEventListener("resize", resized);
      for (const e of events) {
        addEventListener(e, once, { capture: true, passive: true });
      }
    });

  // goLive puts the live page in the still's place, in the task that drew
  // it: the focus moves to the live element of the same id, and a button
  // clicked in the still is clicked in the live page.
  const goLive = (box, clicked) => {
    const focused = box.contains(document.activeElement) ? document.activeElement.id : "";
    box.end();
    box.remove();
    delete document.documentElement.dataset.still;
    if (focused) {
      document.getElementById(focused)?.focus();
    }
    // The click waits for the live page's first frame, in which the
    // strip fits its view to the box it measures.
    if (clicked) {
      requestAnimationFrame(() => setTimeout(() => document.getElementById(clicked)?.click(), 0));
    }
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
      // An embed of a page where a Stones program runs already shows a
      // still, until the reader reaches for it.
      const embed = new URLSearchParams(location.search).has("embed");
      const shownStill = embed ? await still() : null;
      const clicked = shownStill ? await reached() : null;
      const go = new Go();
      // An embed shows its loader, not the pre-rendered page, until its
      // program draws (web/theme.js marks a link's page pending): it does
      // not wait for that first paint, which on a course page of many
      // embeds would hold each one back by a few frames.
      const shown = embed ? nextTask() : painted();
      const wasm = await instantiate(shown, go.importObject);
      window.stonesModule = wasm.module;
      // The document says that a program runs in it (a still has none):
      // the browser tests read it.
      document.documentElement.dataset.running = "";
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
      if (shownStill) {
        goLive(shownStill, clicked());
      }
    } catch (err) {
      loaderIcon.className = "goapp-logo";
      loaderLabel.innerText = err;
      console.error("loading wasm failed: ", err);
    }
  };

  start();
})();
