package site

import (
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
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

// Compress writes name.br (brotli) and name.gz (gzip, best compression)
// beside every compressible file under dir, replacing older ones. The files
// are compressed in parallel, one per CPU; the whole site takes about as long
// as its largest file.
func Compress(dir string) error {
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
