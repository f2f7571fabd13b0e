package subtraction

import (
	"fmt"
	"strings"

	"stones/solver/game"
	"stones/solver/named"
)

// checks are what the registry-wide tests check of the family: finite and
// named sets in both plays, and the no-repeat game.
var checks = game.Checks{
	Cases:  cases(),
	Random: random,
	Published: []game.Published{
		{Query: "moves=1,5,8,10", Outcomes: "PNPNPNPNNNNNNPN", Source: "Fisher (2003), Table 1"},
		{Query: "moves=1-3", Nim: []uint32{0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3}, Source: "OEIS A010873, n mod 4"},
		{Query: "moves=1-3&play=misere", Outcomes: "NPNNNPNNNPNN", Source: "Winning Ways, ch. 13: the heaps ≡ 1 (mod 4) are lost"},
		{Query: "moves=squares", Nim: []uint32{0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 3, 2, 3, 4, 0},
			Source: "OEIS A014586, quoted by Eppstein (2018, §1)"},
		{Query: "moves=primes", Nim: []uint32{0, 0, 1, 1, 2, 2, 3, 3, 4, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 0, 4, 1, 5, 2, 6, 3, 4, 7, 0, 0, 1, 1, 2, 2, 3, 3, 4, 8, 5, 7, 6, 8, 9, 0},
			Source: "OEIS A014589"},
	},
	Laws:  []string{"P/N", "mex", "play", "best line", "ask", "period far", "period smallest", "period longer Solve", "period from the moves", "sums", "table far"},
	Cites: []string{"Fisher, “Simulating the Pick-up Stones game”", "Eppstein's “Faster Evaluation of Subtraction Games”"},
}

// cases are the family's games chosen by hand: Fisher's sets, every named
// set in both plays, and no-repeat games with k below, at and above |S|.
func cases() []game.Case {
	cs := []game.Case{
		{Query: "moves=1,5,8,10", Oracle: 60}, {Query: "moves=6,13,14,16", Oracle: 60}, {Query: "moves=1-3&play=misere", Oracle: 40},
		{Query: "moves=1-5&norepeat=1", Oracle: 40}, {Query: "moves=1-5&norepeat=2", Oracle: 30},
		{Query: "moves=7&norepeat=3", Oracle: 30}, {Query: "moves=2,3&norepeat=5", Oracle: 30},
		{Query: "moves=squares&play=misere", Oracle: 50}, {Query: "moves=sqrt&play=misere", Oracle: 60},
	}
	for _, s := range named.Sets {
		oracle := 60
		if s.Rule {
			oracle = 80
		}
		cs = append(cs, game.Case{Query: "moves=" + s.Name, Oracle: oracle, Small: 80, Play: 40},
			game.Case{Query: "moves=" + s.Name + "&play=misere", Small: 80, Play: 40})
	}
	return cs
}

// random draws finite sets in both plays, and no-repeat games with k = 1
// to 3 or k at least |S|, some starting after given last moves.
func random(r func(int) int) []game.Case {
	var cs []game.Case
	for range 8 {
		cs = append(cs,
			game.Case{Query: "moves=" + game.RandomSet(r, 1+r(4), 12), Oracle: 50},
			game.Case{Query: "moves=" + game.RandomSet(r, 1+r(4), 12) + "&play=misere", Oracle: 40},
			game.Case{Query: fmt.Sprintf("moves=%s&norepeat=%d", game.RandomSet(r, 2+r(3), 8), 1+r(2)), Oracle: 25})
	}
	for range 40 {
		cs = append(cs, game.Case{Query: "moves=" + game.RandomSet(r, 1+r(5), 12), Small: 60, Play: 40})
	}
	for range 25 {
		cs = append(cs, game.Case{Query: "moves=" + game.RandomSet(r, 1+r(5), 12) + "&play=misere", Small: 60, Play: 40})
	}
	for i := range 32 {
		s := strings.Split(game.RandomSet(r, 1+r(4), 8), ",")
		k := 1 + i%3
		if i%4 == 3 {
			k = len(s) + r(2)
		}
		q := fmt.Sprintf("moves=%s&norepeat=%d", strings.Join(s, ","), k)
		if r(2) == 0 {
			for i := len(s) - 1; i > 0; i-- {
				j := r(i + 1)
				s[i], s[j] = s[j], s[i]
			}
			q += "&last=" + strings.Join(s[:r(min(k, len(s))+1)], ",")
		}
		cs = append(cs, game.Case{Query: q, Small: 40, Play: 30})
	}
	return cs
}
