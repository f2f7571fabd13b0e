package site

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// contentSecurityPolicy is the policy the site is served with, here and on
// Netlify (netlify.toml spells the same string; a test keeps them equal).
// 'wasm-unsafe-eval' lets the page compile its WebAssembly; nothing else runs
// but the site's own scripts. There is no frame-ancestors: teachers embed the
// figure in course notes.
const contentSecurityPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; " +
	"style-src 'self'; img-src 'self' data:; connect-src 'self'; manifest-src 'self'; " +
	"worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'"

// Handler serves the static site in dir as Netlify does (netlify.toml):
// the same security headers, no-cache for every file (none is
// content-hashed: a browser revalidates each, as Netlify's max-age=0 with
// must-revalidate makes it) but those of Versioned, which the page asks for
// under its version and a browser keeps for a year (immutable),
// application/wasm for the binary, and index.html for any
// path without a file extension, so that deep links open the page. A
// compressible file is sent as its precompressed .br or .gz (Compress)
// when the request accepts that encoding, as Netlify compresses on its own.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		p := path.Clean("/" + r.URL.Path)
		page := path.Ext(p) == ""
		if page {
			// The page itself, under any path.
			p = "/index.html"
		}
		h.Set("Cache-Control", cacheControl(p))
		if ct := contentTypes[path.Ext(p)]; ct != "" {
			h.Set("Content-Type", ct)
		}
		if compressible[path.Ext(p)] {
			h.Add("Vary", "Accept-Encoding")
			if servePrecompressed(w, r, filepath.Join(dir, filepath.FromSlash(p))) {
				return
			}
		}
		if page {
			// Without FileServer's redirect of /index.html to /.
			http.ServeFile(w, r, filepath.Join(dir, "index.html"))
			return
		}
		files.ServeHTTP(w, r)
	})
}

// cacheControl is the Cache-Control of the file at p, a path of the site:
// see Handler.
func cacheControl(p string) string {
	if slices.Contains(Versioned, p) {
		return keep
	}
	return "no-cache"
}

// keep is the Cache-Control of the files of Versioned, here and in
// netlify.toml.
const keep = "public, max-age=31536000, immutable"

// contentTypes are the types Handler sets itself: those Go's table
// lacks (wasm, webmanifest), and every compressible file's, since a
// precompressed body cannot be sniffed.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".wasm":        "application/wasm",
	".svg":         "image/svg+xml",
	".webmanifest": "application/manifest+json",
	".json":        "application/json",
}

// servePrecompressed answers a GET or HEAD without Range with name.br or
// name.gz, the first that the request accepts and that is at least as new
// as name, and reports whether it did. Ranges go to the plain file: a range
// of compressed bytes is not what a client asking for part of the file means.
func servePrecompressed(w http.ResponseWriter, r *http.Request, name string) bool {
	if (r.Method != http.MethodGet && r.Method != http.MethodHead) || r.Header.Get("Range") != "" {
		return false
	}
	plain, err := os.Stat(name)
	if err != nil || !plain.Mode().IsRegular() {
		return false
	}
	for _, e := range encodings {
		if !accepts(r.Header.Get("Accept-Encoding"), e.coding) {
			continue
		}
		f, err := os.Open(name + e.suffix)
		if err != nil {
			continue
		}
		defer f.Close()
		info, err := f.Stat()
		if err != nil || info.ModTime().Before(plain.ModTime()) {
			continue // a plain file rebuilt since: its compressed forms are stale
		}
		w.Header().Set("Content-Encoding", e.coding)
		http.ServeContent(w, r, name, plain.ModTime(), f)
		return true
	}
	return false
}

// Serve serves the site in dir at addr until the process ends, and prints
// the page's URL once it listens.
func Serve(addr, dir string) error {
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		return errors.New("serve: " + dir + " holds no site: run make build first")
	}
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	fmt.Printf("Stones is served at http://%s/\n", l.Addr())
	s := &http.Server{Handler: Handler(dir), ReadHeaderTimeout: 10 * time.Second}
	return s.Serve(l)
}

// encodings are the precompressed forms the site offers, best first: the
// coding's name in Accept-Encoding and Content-Encoding, and the file's
// suffix.
var encodings = []struct{ coding, suffix string }{
	{"br", ".br"},
	{"gzip", ".gz"},
}

// accepts reports whether an Accept-Encoding header allows coding: named,
// or covered by "*", with a q-value above zero (RFC 9110, section 12.5.3).
func accepts(header, coding string) bool {
	named, star := -1.0, -1.0
	for _, item := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(item, ";")
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				q = parseQ(strings.TrimSpace(v))
			}
		}
		switch name = strings.TrimSpace(name); {
		case strings.EqualFold(name, coding):
			named = max(named, q)
		case name == "*":
			star = max(star, q)
		}
	}
	if named >= 0 {
		return named > 0
	}
	return star > 0
}

// parseQ reads a q-value ("0", "0.5", "1.000"); anything else counts as 0,
// so that a malformed weight never selects an encoding.
func parseQ(s string) float64 {
	if s == "" || len(s) > 5 || (s[0] != '0' && s[0] != '1') {
		return 0
	}
	q := float64(s[0] - '0')
	if len(s) == 1 {
		return q
	}
	if s[1] != '.' {
		return 0
	}
	scale := 0.1
	for _, c := range s[2:] {
		if c < '0' || c > '9' {
			return 0
		}
		q += float64(c-'0') * scale
		scale /= 10
	}
	return min(q, 1)
}
