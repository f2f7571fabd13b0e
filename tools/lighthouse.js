// Lighthouse side by side: Stones and the empty go-app page (the floor of
// its framework, tools/goapp-floor), served the same way, audited
// alternately with Lighthouse's mobile profile, RUNS times each, for every
// path of Stones. It prints the medians side by side and exits 1 when Stones
// misses a bound of the issue "A lean start":
//   - Performance within 3 points of the empty page's, measured in the same run;
//   - Total Blocking Time at most 1.3 times the empty page's;
//   - Accessibility, Best Practices and SEO at 100.
//
// usage: node tools/lighthouse.js STONES_BASE FLOOR_BASE PATH...
// environment: LIGHTHOUSE (the command, default npx --yes lighthouse@13.5.0),
// CHROME_PATH, RUNS (default 3), OUT (the directory for the reports).
"use strict";

const { execFileSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");

const [stones, floor, ...rest] = process.argv.slice(2);
const paths = rest.flatMap((p) => p.split(/\s+/)).filter(Boolean);
if (!stones || !floor || paths.length === 0) {
  console.error("usage: node tools/lighthouse.js STONES_BASE FLOOR_BASE PATH...");
  process.exit(2);
}
const runs = Number(process.env.RUNS || 3);
const command = (process.env.LIGHTHOUSE || "npx --yes lighthouse@13.5.0").split(" ");
const out = process.env.OUT || fs.mkdtempSync(path.join(os.tmpdir(), "stones-lighthouse-"));
const flags = "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

// audit runs Lighthouse once on url, in a fresh profile, and returns its figures.
function audit(url, name) {
  const report = path.join(out, name + ".json");
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "stones-lighthouse-profile-"));
  try {
    execFileSync(command[0], [...command.slice(1), url, "--quiet", "--form-factor=mobile", "--output=json",
      "--output-path=" + report, `--chrome-flags=${flags} --user-data-dir=${profile}`], { stdio: ["ignore", "ignore", "inherit"] });
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
  const r = JSON.parse(fs.readFileSync(report, "utf8"));
  const score = (c) => Math.round(r.categories[c].score * 100);
  const ms = (a) => r.audits[a].numericValue;
  return {
    performance: score("performance"), accessibility: score("accessibility"),
    bestPractices: score("best-practices"), seo: score("seo"),
    fcp: ms("first-contentful-paint"), lcp: ms("largest-contentful-paint"),
    tbt: ms("total-blocking-time"), cls: r.audits["cumulative-layout-shift"].numericValue,
    si: ms("speed-index"), bytes: ms("total-byte-weight"),
  };
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

const floorRuns = [];
const stonesRuns = Object.fromEntries(paths.map((p) => [p, []]));
for (let i = 0; i < runs; i++) {
  floorRuns.push(audit(floor + "/", `floor-${i}`));
  for (const [j, p] of paths.entries()) {
    stonesRuns[p].push(audit(stones + p, `stones-${j}-${i}`));
  }
}

const keys = ["performance", "accessibility", "bestPractices", "seo", "fcp", "lcp", "tbt", "cls", "si", "bytes"];
const med = (rs) => Object.fromEntries(keys.map((k) => [k, median(rs.map((r) => r[k]))]));
const cell = (rs, k) => {
  const fmt = (v) => (k === "fcp" || k === "lcp" || k === "si" ? (v / 1000).toFixed(2) + " s"
    : k === "tbt" ? Math.round(v) + " ms" : k === "cls" ? v.toFixed(3) : k === "bytes" ? Math.round(v).toLocaleString("en") : String(v));
  return fmt(median(rs.map((r) => r[k]))) + " (" + rs.map((r) => fmt(r[k])).join(", ") + ")";
};

console.log(`| page | Performance | Accessibility | Best Practices | SEO | FCP | LCP | TBT | CLS | Speed Index | bytes |`);
console.log(`|---|---|---|---|---|---|---|---|---|---|---|`);
const row = (name, rs) => console.log(`| ${name} | ${keys.map((k) => cell(rs, k)).join(" | ")} |`);
row("empty go-app v9.8.0 page", floorRuns);
for (const p of paths) {
  row("Stones `" + p + "`", stonesRuns[p]);
}
console.log(`(medians, then the ${runs} runs in order; reports in ${out})`);

const f = med(floorRuns);
let failed = false;
for (const p of paths) {
  const s = med(stonesRuns[p]);
  const miss = [];
  if (s.performance < f.performance - 3) miss.push(`Performance ${s.performance} is more than 3 below the empty page's ${f.performance}`);
  if (s.tbt > 1.3 * f.tbt) miss.push(`TBT ${Math.round(s.tbt)} ms is over 1.3 × the empty page's ${Math.round(f.tbt)} ms`);
  for (const k of ["accessibility", "bestPractices", "seo"]) {
    if (s[k] < 100) miss.push(`${k} ${s[k]}, want 100`);
  }
  for (const m of miss) {
    console.log(`${p}: ${m}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
