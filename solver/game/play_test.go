package game_test

import (
	"encoding/json"
	"errors"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
)

// playCase is a game, its solution (nil: none) and positions to play from.
type playCase struct {
	name      string
	g         game.Game
	sol       *game.Solution
	positions []game.Position
}

// playCases are the local games with small positions of each shape.
func playCases(t *testing.T) []playCase {
	sub := gametest.Subtraction{Moves: []int{1, 3, 4}}
	mis := gametest.Subtraction{Moves: []int{1, 2, 5}, IsMisere: true}
	part := partizan{left: []int{1, 3}, right: []int{2, 3}}
	partSol, _ := part.Solve(40, lim, nil)
	par := parity{moves: []int{1, 2, 3}}
	parSol, _ := par.Solve(40, lim, nil)
	var cases []playCase
	add := func(name string, g game.Game, sol *game.Solution, ps ...game.Position) {
		cases = append(cases, playCase{name, g, sol, ps})
	}
	var subs, miss, rows, rings, misRows []game.Position
	for _, hs := range [][]int{{0}, {1}, {7}, {12}, {3, 5}, {4, 4}, {2, 6, 9}, {1, 1, 1}} {
		subs = append(subs, game.Heaps(sub, gametest.Heaps(hs...)...))
		miss = append(miss, game.Heaps(mis, gametest.Heaps(hs...)...))
	}
	for _, hs := range [][]int{{1}, {5}, {9}, {3, 4}, {2, 2, 3}} {
		rows = append(rows, game.Heaps(kayles{}, gametest.Heaps(hs...)...))
		rings = append(rings, game.Heaps(ring{}, gametest.Heaps(hs...)...))
		misRows = append(misRows, game.Heaps(kayles{misere: true}, gametest.Heaps(hs...)...))
	}
	add("subtraction", sub, solve(t, sub, 40), subs...)
	add("subtraction, searched", sub, nil, subs...)
	add("misère subtraction", mis, solve(t, mis, 40), miss...)
	add("Kayles", kayles{}, solve(t, kayles{}, 20), rows...)
	add("Kayles on rings", ring{}, solve(t, ring{}, 20), rings...)
	add("misère Kayles", kayles{misere: true}, nil, misRows...)
	var parts, pars []game.Position
	for _, n := range []int{0, 1, 4, 7, 11, 16} {
		parts = append(parts, game.Heap(part, heap(n), game.L), game.Heap(part, heap(n), game.R))
	}
	for _, n := range []int{1, 3, 9, 15, 21} {
		p, _ := par.Start(heap(n))
		pars = append(pars, p)
	}
	add("partizan", part, partSol, parts...)
	add("parity", par, parSol, pars...)
	return cases
}

// Value and Options against the game-tree oracle: who wins, the
// remoteness from its definition, the nim-value of sums in normal play.
func TestPlayAgainstTree(t *testing.T) {
	for _, tc := range playCases(t) {
		t.Run(tc.name, func(t *testing.T) {
			play := game.NewPlay(tc.g, tc.sol, lim)
			e := gametest.New()
			for _, p := range tc.positions {
				v, err := play.Value(p)
				if err != nil {
					t.Fatalf("Value(%s): %v", p, err)
				}
				if v.Wins != e.Wins(p) || v.Remoteness != e.Remoteness(p) {
					t.Errorf("Value(%s) = wins %v, remoteness %d; want %v, %d", p, v.Wins, v.Remoteness, e.Wins(p), e.Remoteness(p))
				}
				_, impartial := tc.g.(game.Impartial)
				normal := impartial && !tc.g.(game.Impartial).Misere() && tc.sol != nil
				if normal != (v.Nim != nil) || v.Nim != nil && *v.Nim != e.Nim(p) {
					t.Errorf("Value(%s).Nim = %v, want %d (given: %v)", p, v.Nim, e.Nim(p), normal)
				}
				opts, err := play.Options(p)
				if err != nil {
					t.Fatalf("Options(%s): %v", p, err)
				}
				i := 0
				p.Moves(func(m game.Move, next game.Position) bool {
					if i >= len(opts) || moveText(opts[i].Move) != moveText(m) || opts[i].Position.String() != next.String() {
						t.Fatalf("Options(%s)[%d] = %+v, want %s to %s", p, i, opts[min(i, len(opts)-1)], moveText(m), next)
					}
					if o := opts[i].Value; o.Wins != e.Wins(next) || o.Remoteness != e.Remoteness(next) {
						t.Errorf("Options(%s): %s has wins %v, remoteness %d; want %v, %d", p, next, o.Wins, o.Remoteness, e.Wins(next), e.Remoteness(next))
					}
					i++
					return true
				})
				if i != len(opts) {
					t.Errorf("Options(%s): %d options, want %d", p, len(opts), i)
				}
			}
		})
	}
}

// Option.Heap says which heap a move is made in.
func TestPlayOptionHeaps(t *testing.T) {
	g := kayles{}
	play := game.NewPlay(g, solve(t, g, 10), lim)
	opts, err := play.Options(game.Heaps(g, gametest.Heaps(2, 0, 3)...))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, o := range opts {
		b, _ := json.Marshal(o)
		got = append(got, string(b))
	}
	want := []string{
		`{"heap":0,"move":{"take":1,"leave":[1]},"position":"1,3","value":{"wins":true,"nim":2,"remoteness":3}}`,
		`{"heap":0,"move":{"take":2,"leave":[]},"position":"3","value":{"wins":true,"nim":3,"remoteness":3}}`,
		`{"heap":1,"move":{"take":1,"leave":[2]},"position":"2,2","value":{"wins":false,"nim":0,"remoteness":4}}`,
		`{"heap":1,"move":{"take":1,"leave":[1,1]},"position":"2,1,1","value":{"wins":true,"nim":2,"remoteness":3}}`,
		`{"heap":1,"move":{"take":2,"leave":[1]},"position":"2,1","value":{"wins":true,"nim":3,"remoteness":3}}`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("options of 2,3 in Kayles:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// The computer's move: from a won position it wins against any opponent,
// here a random one, as fast as it can; from a lost one it holds out the
// longest.
func TestPlayBestWins(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for _, tc := range playCases(t) {
		t.Run(tc.name, func(t *testing.T) {
			play := game.NewPlay(tc.g, tc.sol, lim)
			e := gametest.New()
			played := 0
			defer func() {
				if played == 0 {
					t.Errorf("no position to win from")
				}
			}()
			for _, start := range tc.positions {
				if !e.Wins(start) {
					if best, err := play.Best(start); err == nil {
						var most int
						start.Moves(func(_ game.Move, next game.Position) bool {
							most = max(most, e.Remoteness(next))
							return true
						})
						if best.Value.Remoteness != most {
							t.Errorf("Best(%s) at a lost position leads to remoteness %d, want the longest, %d", start, best.Value.Remoteness, most)
						}
					}
					continue
				}
				for round := range 5 {
					played++
					p, computer := start, true
					for moves := 0; ; moves++ {
						var opts []game.Position
						p.Moves(func(_ game.Move, next game.Position) bool { opts = append(opts, next); return true })
						if len(opts) == 0 {
							if moverWins := p.MoverWinsAtEnd(); moverWins != computer {
								t.Fatalf("game %d from %s: the computer lost at %s", round, start, p)
							}
							if computer == p.MoverWinsAtEnd() && moves > e.Remoteness(start) {
								t.Fatalf("game %d from %s: won in %d moves, remoteness %d", round, start, moves, e.Remoteness(start))
							}
							break
						}
						if computer {
							best, err := play.Best(p)
							if err != nil {
								t.Fatalf("Best(%s): %v", p, err)
							}
							if e.Wins(best.Position) || best.Value.Remoteness != e.Remoteness(p)-1 {
								t.Fatalf("Best(%s) = %s: not the fastest win", p, best.Position)
							}
							p = best.Position
						} else {
							p = opts[r.IntN(len(opts))]
						}
						computer = !computer
					}
				}
			}
		})
	}
}

// fourth knows the nim-values of {1,2,3} at any heap: n mod 4.
type fourth struct{}

func (fourth) Nim(n *big.Int) (uint32, error) {
	return uint32(new(big.Int).Mod(n, big.NewInt(4)).Int64()), nil
}

func (f fourth) Outcome(n *big.Int) (game.Outcome, error) {
	if v, _ := f.Nim(n); v != 0 {
		return game.N, nil
	}
	return game.P, nil
}

// liar says every heap is won.
type liar struct{ fourth }

func (liar) Nim(*big.Int) (uint32, error) { return 1, nil }

func TestPlayLimits(t *testing.T) {
	g := gametest.Subtraction{Moves: []int{1, 2, 3}}
	huge, _ := new(big.Int).SetString("1"+strings.Repeat("0", 30)+"1", 10)
	few := page
	few.States = 20_000
	play := game.NewPlay(g, &game.Solution{Values: fourth{}}, few)
	v, err := play.Value(game.Heaps(g, huge))
	var bad *game.InputError
	if !errors.As(err, &bad) || bad.Key != "position" || !strings.Contains(bad.Problem, "limited to 20,000 positions on the page") {
		t.Errorf("Value(10^30+1): %v, want an *InputError of the key position naming the limit", err)
	}
	if !v.Wins || v.Remoteness != -1 || v.Nim == nil || *v.Nim != 1 {
		t.Errorf("Value(10^30+1) = %+v, want a win with nim-value 1 and remoteness −1", v)
	}
	// The computer still plays, from the values: a winning move.
	best, err := play.Best(game.Heaps(g, huge))
	if !errors.As(err, &bad) || best.Position == nil || best.Move.Take != 1 || best.Value.Wins || best.Value.Remoteness != -1 {
		t.Errorf("Best(10^30+1) = %+v, %v; want the move taking 1, remoteness −1, and the limit", best, err)
	}
	opts, err := play.Options(game.Heaps(g, huge))
	if !errors.As(err, &bad) || len(opts) != 3 || opts[0].Value.Wins || !opts[1].Value.Wins || opts[2].Value.Remoteness != -1 {
		t.Errorf("Options(10^30+1) = %+v, %v; want 3 options decided by the values, and the limit", opts, err)
	}
	if _, err := play.Best(game.Heaps(g, heap(0))); !errors.As(err, &bad) || bad.Key != "position" || bad.Text != "0" {
		t.Errorf("Best at the end: %v, want an *InputError of the key position", err)
	}
	// The search stays within its budget call after call.
	small := page
	small.States = 50
	play = game.NewPlay(g, &game.Solution{Values: fourth{}}, small)
	for n := range 200 {
		if _, err := play.Value(game.Heaps(g, heap(n))); err != nil && n < 45 {
			t.Fatalf("Value(%d) with 50 positions: %v", n, err)
		}
	}
	lying := game.NewPlay(g, &game.Solution{Values: liar{}}, page)
	if _, err := lying.Value(game.Heaps(g, heap(4))); err == nil || errors.As(err, &bad) {
		t.Errorf("values that contradict the moves: %v, want a plain error", err)
	}
}
