// Stones: runs in the head, before the first paint. A link that names a
// configuration marks the page as pending, so that the stylesheet hides the
// pre-rendered default game until the program draws the link's own figure
// (see "First paint" in stones.css).
(function () {
  var q = location.search;
  if (q.length > 1) {
    document.documentElement.dataset.pending = /(^\?|&)embed=1(&|$)/.test(q) ? "embed" : "link";
  }
})();
