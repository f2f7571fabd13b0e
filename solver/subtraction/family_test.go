package subtraction

import (
	"fmt"
	"math/big"
	"net/url"
	"strings"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
	"stones/solver/named"
	"stones/solver/norepeat"
	"stones/solver/periodic"
)

// build builds the game of a query's keys, as the API does: the key game
// is the family's, the others are Build's.
func build(query string) (game.Game, error) {
	return gametest.BuildQuery(&Family, query)
}

// keysQuery writes a game's keys as a query.
func keysQuery(g game.Game) string {
	var parts []string
	for _, kv := range g.Keys() {
		parts = append(parts, kv.Key+"="+url.QueryEscape(kv.Value))
	}
	return strings.Join(parts, "&")
}

func TestBuild(t *testing.T) {
	tests := []struct {
		query, kind, keys, title string
	}{
		{"", "finite", "moves=1-3&play=normal&norepeat=0&algo=auto", "Subtraction game, moves {1-3}, normal play"},
		{"moves=10,8,5,1,5", "finite", "moves=1%2C5%2C8%2C10&play=normal&norepeat=0&algo=auto", "Subtraction game, moves {1, 5, 8, 10}, normal play"},
		{"moves=1-5,9&algo=sieve&norepeat=0", "finite", "moves=1-5%2C9&play=normal&norepeat=0&algo=sieve", "Subtraction game, moves {1-5, 9}, normal play"},
		{"play=misère", "finite", "moves=1-3&play=misere&norepeat=0&algo=auto", "Subtraction game, moves {1-3}, misère play"},
		{"play=misere&moves=2,3", "finite", "moves=2%2C3&play=misere&norepeat=0&algo=auto", "Subtraction game, moves {2, 3}, misère play"},
		{"moves=Squares&play=misère", "named", "moves=squares&play=misere&norepeat=0&algo=auto", "Subtraction game, moves the squares {1, 4, 9, 16, …}, misère play"},
		{"moves=sqrt&algo=dp", "named", "moves=sqrt&play=normal&norepeat=0&algo=dp", "Subtraction game, take 1 to ⌊√n⌋ stones from a heap of n, normal play"},
		{"moves=primes&algo=convolution", "named", "moves=primes&play=normal&norepeat=0&algo=convolution", "Subtraction game, moves the primes {2, 3, 5, 7, …}, normal play"},
		{"moves=1-5&norepeat=2&last=5,1", "norepeat", "", ""},
		{"moves=1-5&norepeat=1", "norepeat", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			g, err := build(tt.query)
			if err != nil {
				t.Fatalf("Build: %v", err)
			}
			kind := "other"
			switch g.(type) {
			case *Game:
				kind = "finite"
			case *named.Game:
				kind = "named"
			case *norepeat.Game:
				kind = "norepeat"
			}
			if kind != tt.kind {
				t.Errorf("Build made a %T, want the %s game", g, tt.kind)
			}
			if tt.keys != "" && keysQuery(g) != tt.keys {
				t.Errorf("Keys() = %s, want %s", keysQuery(g), tt.keys)
			}
			if tt.title != "" && g.Title() != tt.title {
				t.Errorf("Title() = %q, want %q", g.Title(), tt.title)
			}
			// The keys in normal form build an equal game.
			again, err := build(keysQuery(g))
			if err != nil || keysQuery(again) != keysQuery(g) || again.Title() != g.Title() {
				t.Errorf("Build(%s) = %v, %v; want the same game", keysQuery(g), again, err)
			}
		})
	}
}

// Every bad value names its key and says what is wrong.
func TestBuildErrors(t *testing.T) {
	tests := []struct{ query, want string }{
		{"moves=1,x,3", `moves: "1,x,3": "x" is not a positive integer`},
		{"moves=", `moves: the move set is empty; give amounts such as 1,5,8,10 or a range such as 1-3`},
		{"play=sideways", `play: "sideways": must be normal or misere`},
		{"norepeat=abc", `norepeat: "abc": is not a whole number`},
		{"norepeat=", `norepeat: is empty; give a whole number`},
		{"norepeat=1001", `norepeat: "1001": is larger than 1,000`},
		{"norepeat=" + strings.Repeat("9", 41), `norepeat: "999999999999999999999999999999"…(41 characters): is larger than 1,000`},
		{"moves=1-5&last=3", `last: applies only with norepeat=1 or more`},
		{"moves=1-5&norepeat=0&last=", `last: applies only with norepeat=1 or more`},
		{"algo=fast", `algo: "fast": unknown algorithm; the algorithms are auto, dp, sieve, convolution and bitset`},
		{"moves=squares&algo=fast", `algo: "fast": unknown algorithm; the algorithms are auto, dp, sieve, convolution and bitset`},
		// The no-repeat game checks its own keys.
		{"moves=squares&norepeat=1", `norepeat: "1": `},
		{"moves=1-20&norepeat=4", `norepeat: "4": `},
		{"moves=1-5&norepeat=1&play=misere", `norepeat: "1": `},
		{"moves=1-5&norepeat=1&last=7", `last: "7": `},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			g, err := build(tt.query)
			if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
				t.Errorf("Build = %v, %v; want the error %s", g, err, tt.want)
			}
			if _, ok := err.(*game.InputError); !ok {
				t.Errorf("error %T, want an *game.InputError", err)
			}
		})
	}
}

func TestFamily(t *testing.T) {
	f := Family
	if f.Game != "subtraction" || f.Title == "" || f.Rules == "" || f.Source == "" || f.Build == nil || len(f.Legend) != 2 {
		t.Errorf("Family is incomplete: %+v", f)
	}
	var names []string
	for _, k := range f.Keys {
		names = append(names, k.Name)
		if k.Label == "" || k.Help == "" || k.Kind == "" {
			t.Errorf("key %s lacks a label, help or kind", k.Name)
		}
		if k.Kind == game.ChoiceKey {
			found := false
			for _, c := range k.Choices {
				if _, err := build(k.Name + "=" + url.QueryEscape(c.Value)); err != nil {
					t.Errorf("key %s: choice %s does not build: %v", k.Name, c.Value, err)
				}
				found = found || c.Value == k.Default
			}
			if !found {
				t.Errorf("key %s: the default %q is not a choice", k.Name, k.Default)
			}
		}
	}
	if got := strings.Join(names, ","); got != "moves,play,norepeat,last,algo" {
		t.Errorf("keys %s, want moves,play,norepeat,last,algo", got)
	}
	// The defaults build the default game.
	var defaults []string
	for _, k := range f.Keys {
		if k.Default != "" {
			defaults = append(defaults, k.Name+"="+k.Default)
		}
	}
	g, err := build(strings.Join(defaults, "&"))
	if err != nil || keysQuery(g) != "moves=1-3&play=normal&norepeat=0&algo=auto" {
		t.Errorf("the defaults build %v, %v", g, err)
	}
	for _, p := range f.Presets {
		t.Run(p.Name, func(t *testing.T) {
			if p.About == "" || p.Source == "" || !strings.HasPrefix(p.Config, "game=subtraction&") {
				t.Errorf("preset %+v is incomplete", p)
			}
			g, err := build(strings.TrimPrefix(p.Config, "game=subtraction&"))
			if err != nil {
				t.Fatalf("preset %s: %v", p.Config, err)
			}
			if _, ok := g.(game.Solver); !ok {
				t.Errorf("preset %s builds a %T, which cannot be solved", p.Config, g)
			}
			sol, err := g.(game.Solver).Solve(100, pageLimits, nil)
			if err != nil || len(sol.Outcomes) != 100 {
				t.Errorf("preset %s: Solve(100) = %v, %v", p.Config, sol, err)
			}
		})
	}
}

// ExampleGame_Solve finds who wins the game of Fisher 2003's Table 1, S =
// {1,5,8,10}, at heap 68 and at 10^30+68 ≡ 4 (mod 13), through the period
// that answers every heap.
func ExampleGame_Solve() {
	g, err := New(game.NewMoveSet(1, 5, 8, 10), false, "auto")
	if err != nil {
		fmt.Println(err)
		return
	}
	sol, err := g.Solve(20, game.Limits{MaxLen: 100, Search: 1 << 20, NimSearch: 1 << 20, Work: 1 << 24, Where: "the example"}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(sol.Outcomes)
	fmt.Println(periodic.Describe("outcomes", sol.OutcomePeriod, sol.OutcomeSearch))
	for _, heap := range []string{"68", "1000000000000000000000000000068"} {
		n, _ := new(big.Int).SetString(heap, 10)
		o, _ := sol.Values.Outcome(n)
		fmt.Println("heap", heap+":", o)
	}
	// Output:
	// PNPNPNPNNNNNNPNPNPNP
	// From heap 0 on, the outcomes repeat every 13.
	// heap 68: N
	// heap 1000000000000000000000000000068: P
}
