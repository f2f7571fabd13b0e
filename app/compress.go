//go:build !js

package main

import (
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// compressible holds the extensions of the files the site keeps
// precompressed beside the plain file (name.br, name.gz). Images in PNG are
// compressed already.
var compressible = map[string]bool{
	".html": true, ".js": true, ".css": true, ".wasm": true,
	".svg": true, ".webmanifest": true, ".json": true,
}

// Every file is compressed at brotli's best quality, 11, with a window of
// 16 MiB (2^24), larger than the page's WebAssembly: the program is the one
// download a first visit waits for (2.00 MB instead of 2.29 MB at quality
// 9), and it is both the page and the solver's worker. The pure-Go encoder
// takes about a minute for it on this kind of machine, run beside the
// other files.
const (
	brotliBest   = 11
	brotliWindow = 24
)

// compressSite writes name.br (brotli) and name.gz (gzip, best compression)
// beside every compressible file under dir, replacing older ones. The files
// are compressed in parallel, one per CPU; the whole site takes about as long
// as its largest file.
func compressSite(dir string) error {
	var names []string
	err := filepath.WalkDir(dir, func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && compressible[path.Ext(name)] {
			names = append(names, name)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("compress: %w", err)
	}
	type job struct{ name, ext string }
	jobs := make(chan job)
	errs := make(chan error, 2*len(names))
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for j := range jobs {
				if err := compressFile(j.name, j.ext); err != nil {
					errs <- fmt.Errorf("compress: %w", err)
				}
			}
		})
	}
	for _, name := range names {
		jobs <- job{name, ".br"}
		jobs <- job{name, ".gz"}
	}
	close(jobs)
	wg.Wait()
	close(errs)
	return <-errs // nil when every file was written
}

// compressFile writes name+ext, ext being ".br" or ".gz".
func compressFile(name, ext string) (err error) {
	in, err := os.Open(name)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(name + ext)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := out.Close(); err == nil {
			err = cerr
		}
	}()
	var w io.WriteCloser
	switch ext {
	case ".br":
		w = brotli.NewWriterOptions(out, brotli.WriterOptions{Quality: brotliBest, LGWin: brotliWindow})
	case ".gz":
		if w, err = gzip.NewWriterLevel(out, gzip.BestCompression); err != nil {
			return err
		}
	default:
		panic("compressFile: unknown encoding " + ext)
	}
	if _, err := io.Copy(w, in); err != nil {
		return err
	}
	return w.Close()
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
