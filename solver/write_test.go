package solver

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// csvByEncoder is the CSV of a result as encoding/csv writes it, a row at a
// time (Result.CSV, which the page downloads): the oracle of WriteCSV's
// bytes.
func csvByEncoder(r *Result) []byte { return r.CSV() }

// firstDiff names the first line where got and want differ.
func firstDiff(got, want []byte) string {
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := range min(len(g), len(w)) {
		if g[i] != w[i] {
			return fmt.Sprintf("line %d = %q, want %q", i, g[i], w[i])
		}
	}
	return fmt.Sprintf("%d lines, want %d", len(g), len(w))
}

// writerQueries are the games the writers are checked on: the contract's
// queries, every family's own cases, the columns that need quoting, and
// nim-values of one to three digits over more than a chunk.
func writerQueries() []string {
	qs := append([]string{"moves=1-3&play=misere&len=0", "game=parity&moves=2,3&len=9", "game=grundy&play=misere&len=20", "moves=1-3&norepeat=2&len=30",
		"moves=1-300&len=100000"}, contractQueries...)
	for _, cases := range familyCases() {
		for _, tc := range cases {
			if tc.Oracle > 0 {
				qs = append(qs, tc.Query+"&len="+strconv.Itoa(tc.Oracle))
			}
		}
	}
	return qs
}

// The writers write, as they go, the bytes of the encoders: WriteJSON
// MarshalJSON's and a newline, WriteCSV encoding/csv's, WriteBFile
// BFile's (or its refusal).
func TestWritersAgainstEncoders(t *testing.T) {
	for _, q := range writerQueries() {
		t.Run(q, func(t *testing.T) {
			r := analyzeQuery(t, q)
			want, err := r.object(r.Nim).encode()
			if err != nil {
				t.Fatal(err)
			}
			var got bytes.Buffer
			if err := r.WriteJSON(&got); err != nil || got.String() != string(want)+"\n" {
				t.Errorf("WriteJSON: %v, %s", err, firstDiff(got.Bytes(), append(want, '\n')))
			}
			var csv bytes.Buffer
			if err := r.WriteCSV(&csv, len(r.Outcomes)); err != nil {
				t.Fatal(err)
			}
			if got, want := csv.Bytes(), csvByEncoder(r); !bytes.Equal(got, want) {
				t.Errorf("WriteCSV: %s", firstDiff(got, want))
			}
			var bf bytes.Buffer
			b, err := r.BFile()
			if wErr := r.WriteBFile(&bf, len(r.Outcomes)); (wErr == nil) != (err == nil) || !bytes.Equal(bf.Bytes(), b) {
				t.Errorf("WriteBFile: %v, %s", wErr, firstDiff(bf.Bytes(), b))
			}
			if (err == nil) != (r.Nim != nil) {
				t.Fatalf("BFile: %v with nim-values %v", err, r.Nim != nil)
			}
			if err == nil && !strings.HasPrefix(string(b), "# Nim-values of heaps 0 to "+strconv.Itoa(len(r.Nim)-1)+", computed by Stones.\n# Configuration: "+r.Config+"\n") {
				t.Errorf("BFile begins %.100q", b)
			}
		})
	}
}

// A result folded by its proven periods writes the heaps beyond it as a
// result that lists them: the CSV, the b-file and the statistics, on
// random finite move sets in normal and misère play, the no-repeat game,
// the parity game and the partizan game.
func TestFoldedEqualsListed(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 31))
	var qs []string
	for range 30 {
		var moves []string
		for range 1 + r.IntN(4) {
			moves = append(moves, strconv.Itoa(1+r.IntN(12)))
		}
		set := strings.Join(moves, ",")
		qs = append(qs, "moves="+set, "moves="+set+"&play=misere", "game=parity&moves="+set)
		if r.IntN(3) == 0 {
			qs = append(qs, "moves="+set+"&norepeat=1", "game=partizan&left="+set+"&right="+strconv.Itoa(1+r.IntN(9)))
		}
	}
	const short, long = 600, 7000 // the no-repeat game's table stops at 5,000 heaps
	for _, q := range qs {
		t.Run(q, func(t *testing.T) {
			folded := analyzeQuery(t, q+"&len="+strconv.Itoa(short))
			listed := analyzeQuery(t, q+"&len="+strconv.Itoa(long))
			if !folded.Folds(long) {
				if listed.OutcomePeriod != nil && listed.OutcomePeriod.Preperiod+listed.OutcomePeriod.Period <= short/2 && listed.Genus == nil && (listed.Nim == nil || listed.NimPeriod != nil && listed.NimPeriod.Preperiod+listed.NimPeriod.Period <= short/2) && (listed.TablePeriod == nil || listed.TablePeriod.Preperiod+listed.TablePeriod.Period <= short/2) {
					t.Errorf("Folds(%d) = false over %d heaps with the periods %v %v %v", long, short, listed.OutcomePeriod, listed.NimPeriod, listed.TablePeriod)
				}
				return
			}
			folded.Config = listed.Config
			var got bytes.Buffer
			if err := folded.WriteCSV(&got, long); err != nil {
				t.Fatal(err)
			}
			if want := csvByEncoder(listed); !bytes.Equal(got.Bytes(), want) {
				t.Errorf("WriteCSV folded: %s", firstDiff(got.Bytes(), want))
			}
			got.Reset()
			want, err := listed.BFile()
			if gotErr := folded.WriteBFile(&got, long); (gotErr == nil) != (err == nil) || !bytes.Equal(got.Bytes(), want) {
				t.Errorf("WriteBFile folded: %v, %s", gotErr, firstDiff(got.Bytes(), want))
			}
			c := configOf(t, q+"&len="+strconv.Itoa(long))
			if got, want := folded.StatsTo(c, long).AppendJSON(nil), listed.Stats(c).AppendJSON(nil); !bytes.Equal(got, want) {
				t.Errorf("StatsTo folded:\n%s\nwant\n%s", got, want)
			}
		})
	}
}

// BenchmarkExport is the command line's -json, -csv and -bfile of
// Fisher's game over 10^7 heaps (BENCH.md, "Exports as they go"): the
// analysis, whose periods are proven within the first 4,096 heaps, and the
// writing of each format.
func BenchmarkExport(b *testing.B) {
	const query = "moves=1,5,8,10&len=10000000"
	b.Run("analyze", func(b *testing.B) {
		for b.Loop() {
			analyzeQuery(b, query)
		}
	})
	r := analyzeQuery(b, query)
	for _, f := range []struct {
		name  string
		write func(io.Writer) error
	}{
		{"json", r.WriteJSON},
		{"csv", func(w io.Writer) error { return r.WriteCSV(w, len(r.Outcomes)) }},
		{"bfile", func(w io.Writer) error { return r.WriteBFile(w, len(r.Outcomes)) }},
	} {
		b.Run(f.name, func(b *testing.B) {
			var size countWriter
			if err := f.write(&size); err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(size))
			for b.Loop() {
				if err := f.write(io.Discard); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// countWriter counts the bytes written to it and keeps none.
type countWriter int

func (c *countWriter) Write(p []byte) (int, error) {
	*c += countWriter(len(p))
	return len(p), nil
}
