package graph

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
)

// forecastCase is a sequence of graphs valued from the smallest, as
// Game.Solve values them, by a memo (forms) or a pruned search (steps).
type forecastCase struct {
	name  string
	rule  Rule
	board bool // valued by Pruned, its cost in steps
	seq   Sequence
}

// gridSeq is the sequence grid:rows×k (a board of rows rows) up to cols
// columns.
func gridSeq(rows, cols int) Sequence {
	return Sequence{Name: "grid", Most: cols, Size: cols, At: func(k int) (*Graph, Set) {
		if k == 0 {
			return New(0), 0
		}
		g := Grid(rows, k)
		return g, g.All()
	}}
}

// prefixSeq is the sequence of the graphs the first k vertices of g span.
func prefixSeq(g *Graph) Sequence {
	return prefixSeqTo(g, g.Order())
}

// prefixSeqTo is prefixSeq whose graph given is that of the first n
// vertices.
func prefixSeqTo(g *Graph, n int) Sequence {
	return Sequence{Name: "prefixes", Most: n, Size: n, At: func(k int) (*Graph, Set) {
		return g, g.All() & (Set(1)<<uint(k) - 1)
	}}
}

// treePlus returns a random tree of n vertices, each joined to one before
// it, and extra more edges: the random graphs of testdata/random-64.txt.
func treePlus(seed uint64, n, extra int) *Graph {
	r := rand.New(rand.NewPCG(seed, uint64(n)))
	g := randomTree(r, n)
	for added := 0; added < extra; {
		u, v := r.IntN(n), r.IntN(n)
		if u != v && !g.adj[u].Has(v) {
			g.AddEdge(u, v)
			added++
		}
	}
	return g
}

// withTail returns g with a path of tail more vertices hung from its last
// vertex, and then isolated more vertices alone: the shapes whose cost
// stops growing by a factor a vertex, which the forecast must not take for
// the growth before them.
func withTail(g *Graph, tail, isolated int) *Graph {
	n := g.Order()
	h := New(n + tail + isolated)
	for _, e := range g.Edges() {
		h.AddEdge(e[0], e[1])
	}
	for v := n; v < n+tail; v++ {
		h.AddEdge(v-1, v)
	}
	return h
}

// forecastCases are sequences whose graph given a search values at a
// cost a test affords, of the kinds the forecast meets: grids and boards
// by columns, random graphs and trees by vertices, and graphs whose cost
// stops growing (a path or isolated vertices after a branched part).
func forecastCases() []forecastCase {
	var cs []forecastCase
	for rows := 3; rows <= 5; rows++ {
		cols := 10 - 2*(rows-3)
		cs = append(cs, forecastCase{fmt.Sprintf("node grid:%dx%d", rows, cols), Node, false, gridSeq(rows, cols)})
		cs = append(cs, forecastCase{fmt.Sprintf("cram %dx%d", rows, 11-rows), Domino, true, gridSeq(rows, 11-rows)})
	}
	cs = append(cs, forecastCase{"kayles grid:3x6", Kayles, false, gridSeq(3, 6)})
	for seed := uint64(1); seed <= 4; seed++ {
		cs = append(cs,
			forecastCase{fmt.Sprintf("node tree+8 %d", seed), Node, false, prefixSeq(treePlus(seed, 36, 8))},
			forecastCase{fmt.Sprintf("domino tree+8 %d", seed), Domino, false, prefixSeq(treePlus(seed, 30, 8))},
			forecastCase{fmt.Sprintf("node tree %d", seed), Node, false, prefixSeq(treePlus(seed, 40, 0))},
			forecastCase{fmt.Sprintf("kayles tree %d", seed), Kayles, false, prefixSeq(treePlus(seed, 26, 0))},
			forecastCase{fmt.Sprintf("node tree+8, tail %d", seed), Node, false, prefixSeq(withTail(treePlus(seed, 26, 8), 20, 0))},
			forecastCase{fmt.Sprintf("node tree+8, isolated %d", seed), Node, false, prefixSeq(withTail(treePlus(seed, 32, 8), 0, 30))},
		)
	}
	return cs
}

// costs values the sizes of c's sequence in turn and returns each size's
// cost: the forms it added, or the steps it took.
func (c forecastCase) costs(t testing.TB) ([]int64, []bool) {
	var out []int64
	var tabled []bool
	var spent int64
	m := NewMemo(c.rule, 1<<30)
	p := NewPruned(16<<20, 0)
	for k := 0; k <= c.seq.Size; k++ {
		now, table, err := c.value(m, p, k)
		if err != nil {
			t.Fatalf("%s, size %d: %v", c.name, k, err)
		}
		out = append(out, now-spent)
		tabled = append(tabled, table)
		spent = now
	}
	return out, tabled
}

// value values size k of c's sequence by its engine, the pruned search
// for a board (whose size 0 is empty) and the memo otherwise, and returns
// what the engine has spent so far (its steps, or the forms it valued)
// and whether the memo valued the graph by a table.
func (c forecastCase) value(m *Memo, p *Pruned, k int) (spent int64, tabled bool, err error) {
	g, s := c.seq.At(k)
	if c.board {
		if k > 0 {
			_, err = p.Nim(g, s, nil)
		}
		return p.Steps(), false, err
	}
	_, err = m.Nim(g, s, nil)
	forms, _ := m.Valued()
	return int64(forms), m.tabled(g), err
}

// TestForecastRefusesNothingThatFits replays the costs of sequences under
// the limits of the page and of the command line that their graph given
// fits within: no size may forecast a refusal. The sequences are those of
// forecastCases, valued here, and every prefix of 20 vertices or more of
// the random graphs of 64 vertices under node Kayles and the domino rule,
// from their recorded costs (testdata/random-64-costs.txt): the graphs
// whose searches come nearest the limits. The largest forecast, as a
// multiple of the limit, says the margin forecastMargin keeps.
func TestForecastRefusesNothingThatFits(t *testing.T) {
	if testing.Short() {
		t.Skip("values the graphs of 31 sequences: seconds")
	}
	var w worstForecast
	for _, c := range forecastCases() {
		costs, tabled := c.costs(t)
		w.replay(t, c.name, c.seq, c.board, costs, tabled)
	}
	large := randomLarge(t)
	for _, r := range recordedCosts(t) {
		// A graph of 64 vertices is never valued by a table.
		for n := 20; n < len(r.costs); n++ {
			name := fmt.Sprintf("%v %s, first %d vertices", r.rule, r.seed, n)
			w.replay(t, name, prefixSeqTo(large[r.seed], n), false, r.costs[:n+1], make([]bool, n+1))
		}
	}
	t.Logf("the largest forecast is %.2f times the limit (%s)", w.most, w.where)
}

// worstForecast is the largest forecast, as a multiple of its limit, of
// the sequences replayed, and where it was made.
type worstForecast struct {
	most  float64
	where string
}

// replay replays the costs of the sizes of seq, the last its graph given,
// under each limit of the page and of the command line it fits within
// (-states, or -work for a board), and fails t when a size forecasts a
// refusal.
func (w *worstForecast) replay(t *testing.T, name string, seq Sequence, board bool, costs []int64, tabled []bool) {
	t.Helper()
	var total int64
	for _, d := range costs {
		total += d
	}
	limits := []int64{1_000_000, 4_000_000} // -states
	if board {
		limits = []int64{1 << 30, 1 << 34} // -work
	}
	for _, limit := range limits {
		if total > limit {
			continue
		}
		f := newForecast(seq, limit, board)
		var spent int64
		for k, d := range costs {
			spent += d
			if err := f.after(k, spent, tabled[k]); err != nil {
				t.Errorf("%s: %v, after size %d of %d; the search takes %d in all", name, err, k, seq.Size, total)
			}
			if k < seq.Size {
				if est, ok := f.estimate(k); ok && est/float64(limit) > w.most {
					w.most, w.where = est/float64(limit), fmt.Sprintf("%s at size %d, limit %d, true cost %d", name, k, limit, total)
				}
			}
		}
	}
}

// recorded is the cost of each size of a sequence of prefixes of a random
// graph of testdata/random-64.txt under a rule, as a search measured it.
type recorded struct {
	rule  Rule
	seed  string // "seed 1"
	costs []int64
}

// recordedCosts reads testdata/random-64-costs.txt.
func recordedCosts(t testing.TB) []recorded {
	b, err := os.ReadFile("testdata/random-64-costs.txt")
	if err != nil {
		t.Fatal(err)
	}
	var out []recorded
	for line := range strings.SplitSeq(strings.TrimSpace(string(b)), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 3 {
			t.Fatalf("random-64-costs.txt: %q: want a rule, a seed and the costs", line)
		}
		rule, err := ParseRule("rule", fields[0])
		if err != nil {
			t.Fatal(err)
		}
		r := recorded{rule: rule, seed: "seed " + fields[1]}
		for c := range strings.SplitSeq(fields[2], ",") {
			d, err := strconv.ParseInt(c, 10, 64)
			if err != nil {
				t.Fatalf("random-64-costs.txt: %v", err)
			}
			r.costs = append(r.costs, d)
		}
		out = append(out, r)
	}
	return out
}

// TestRecordedCosts checks the recorded costs of the random graphs of 64
// vertices against the memo on their sizes up to 20,000 forms in all, so
// that a change to the search that changes its costs is caught (record
// them again by valuing the prefixes in turn, as Game.Solve does).
func TestRecordedCosts(t *testing.T) {
	large := randomLarge(t)
	for _, r := range recordedCosts(t) {
		m := NewMemo(r.rule, 1<<30)
		seq := prefixSeq(large[r.seed])
		var spent int64
		for k, want := range r.costs {
			if spent > 20_000 {
				break
			}
			g, s := seq.At(k)
			if _, err := m.Nim(g, s, nil); err != nil {
				t.Fatalf("%v %s, size %d: %v", r.rule, r.seed, k, err)
			}
			forms, _ := m.Valued()
			if got := int64(forms) - spent; got != want {
				t.Errorf("%v %s: size %d cost %d forms, recorded %d", r.rule, r.seed, k, got, want)
			}
			spent = int64(forms)
		}
	}
}

// TestForecastRefusesEarly checks that the graphs of issue 32, whose
// searches need far more than the limit, are refused at a cost within a
// part of the limit, counted in forms or steps, not time: node Kayles on
// grid:8x8, Cram on 7×9 (after 7×5: 20,328,232 steps, a 845th of 2^34,
// since the twins' cut made 7×4 cheap), and the random connected graphs of 64 vertices
// under the domino rule and node Kayles. Under node Kayles seeds 1 and 3
// are refused at the first size that costs forecastFloor (about 20,000
// forms in all), and seed 2, whose costs grow faster from 43 vertices on,
// after 44 (111,760 forms).
func TestForecastRefusesEarly(t *testing.T) {
	const states, work = 4_000_000, 1 << 34
	large := randomLarge(t)
	cases := []struct {
		forecastCase
		part int64 // the refusal comes within limit/part
	}{
		{forecastCase{"node grid:8x8", Node, false, gridSeq(8, 8)}, 128},
		{forecastCase{"cram 7x9", Domino, true, gridSeq(7, 9)}, 512},
		{forecastCase{"domino seed 1", Domino, false, prefixSeq(large["seed 1"])}, 128},
		{forecastCase{"domino seed 2", Domino, false, prefixSeq(large["seed 2"])}, 128},
		{forecastCase{"domino seed 3", Domino, false, prefixSeq(large["seed 3"])}, 128},
		{forecastCase{"node seed 1", Node, false, prefixSeq(large["seed 1"])}, 128},
		{forecastCase{"node seed 2", Node, false, prefixSeq(large["seed 2"])}, 32},
		{forecastCase{"node seed 3", Node, false, prefixSeq(large["seed 3"])}, 128},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			limit := int64(states)
			if c.board {
				limit = work
			}
			m := NewMemo(c.rule, states)
			p := NewPruned(64<<20, work)
			f := newForecast(c.seq, limit, c.board)
			for k := 0; k <= c.seq.Size; k++ {
				spent, tabled, err := c.value(m, p, k)
				if err != nil {
					t.Fatalf("size %d: %v, want a forecast to refuse it first", k, err)
				}
				err = f.after(k, spent, tabled)
				var ferr *ForecastError
				if errors.As(err, &ferr) {
					if spent > limit/c.part {
						t.Errorf("refused after %d, want at most %d (limit/%d)", spent, limit/c.part, c.part)
					}
					return
				}
			}
			t.Errorf("valued within the limit, want a refusal")
		})
	}
}
