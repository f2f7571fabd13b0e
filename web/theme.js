// Stones: what must hold before the page is first painted (the page loads
// this script synchronously in its head): the colour theme, so that no
// other theme flashes on load, and the mark of a link to a configuration.
//
// A link that names a configuration marks the page as pending
// (<html data-pending="link|embed">): the stylesheet then hides the
// pre-rendered default game until the program draws the link's own figure
// (see "First paint" in stones.css).
//
// The resolved theme is always in <html data-theme="light|dark">, and
// whenever it changes, window receives the event "stones-theme": code that
// reads colours from the stylesheet's custom properties redraws then.
//
// A choice made with the page's toggle is kept in localStorage under
// "stones-theme" ("light" or "dark"); without one the page follows the
// system's prefers-color-scheme, also when it changes. The choice is never in
// the URL, which describes the game, except in an embed: there the page key
// theme (light or dark), which the embed builder writes, sets the colours.
"use strict";

(() => {
  const key = "stones-theme";
  const dark = window.matchMedia("(prefers-color-scheme: dark)");

  // stored is the kept choice, "" when there is none (or no storage).
  const stored = () => {
    try {
      const v = window.localStorage.getItem(key);
      return v === "light" || v === "dark" ? v : "";
    } catch (err) {
      return "";
    }
  };

  // fixed is an embed's theme key, "" when it has none.
  let fixed = "";
  try {
    const p = new URLSearchParams(location.search);
    const t = p.get("theme");
    if (p.has("embed") && (t === "light" || t === "dark")) {
      fixed = t;
    }
  } catch (err) {}

  const apply = () => {
    const theme = fixed || stored() || (dark.matches ? "dark" : "light");
    const root = document.documentElement;
    if (root.dataset.theme !== theme) {
      root.dataset.theme = theme;
      window.dispatchEvent(new Event("stones-theme"));
    }
  };

  // stonesSetTheme chooses a theme ("light" or "dark") and keeps the choice;
  // choosing the system's own theme forgets it, so that the page follows the
  // system again. The page's toggle calls it.
  window.stonesSetTheme = (theme) => {
    try {
      if (theme === (dark.matches ? "dark" : "light")) {
        window.localStorage.removeItem(key);
      } else {
        window.localStorage.setItem(key, theme);
      }
    } catch (err) {
      document.documentElement.dataset.theme = theme;
      window.dispatchEvent(new Event("stones-theme"));
      return;
    }
    apply();
  };

  // rules shows the link's family's rules, pre-rendered beside the
  // default's (app/editor.go, otherRules), while the rest waits for the
  // program: the same text, in the same place, as the program draws. They
  // are chosen as the parser adds them, before the browser paints them: a
  // busy machine paints a page before its parse is done, and a choice at
  // DOMContentLoaded then moved the cards below the rules.
  const rules = (q) => {
    let game = "";
    try {
      game = new URLSearchParams(q).get("game") || "";
    } catch (err) {}
    const choose = () => {
      const rules = [...document.querySelectorAll(".family > .rules")];
      const own = rules.find((p) => p.dataset.game === game);
      if (own) {
        for (const p of rules) {
          p.hidden = p !== own;
        }
      }
      return { rules, own };
    };
    const parsing = new MutationObserver(choose);
    parsing.observe(document, { subtree: true, childList: true });
    document.addEventListener("DOMContentLoaded", () => {
      parsing.disconnect();
      const { rules, own } = choose();
      const shown = own || rules[0];
      for (const p of rules) {
        p.hidden = p !== shown;
      }
      if (shown) {
        shown.classList.add("rules-now");
      }
    });
  };

  // The page is pending until the program takes it over: go-app then
  // removes its loader, the last element of the page. Marked here
  // (<html data-program>), not read by the stylesheet from the loader
  // (:has(#app-wasm-loader)), which matched only once the parser had
  // reached the loader: a busy machine painted the default game's page
  // before, and the cards moved when the mark applied.
  const watchStart = () => {
    let loader = false;
    const started = new MutationObserver(() => {
      const there = !!document.getElementById("app-wasm-loader");
      if (loader && !there) {
        document.documentElement.dataset.program = "";
        started.disconnect();
      }
      loader = loader || there;
    });
    started.observe(document, { subtree: true, childList: true });
  };

  const q = location.search;
  if (q.length > 1) {
    // An embed (embed=1, or a list of parts) shows nothing of the
    // pre-rendered page until its program draws (stones.css), rules
    // included.
    const embed = /(^\?|&)embed=[^&]/.test(q);
    document.documentElement.dataset.pending = embed ? "embed" : "link";
    if (!embed) {
      rules(q);
    }
    watchStart();
  }

  apply();
  dark.addEventListener("change", apply);
  // A choice made in another tab.
  window.addEventListener("storage", (e) => {
    if (e.key === key || e.key === null) {
      apply();
    }
  });
})();
