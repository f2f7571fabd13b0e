package subtraction

import (
	"math/bits"
	"strconv"
	"strings"

	"stones/solver/game"
)

// atlas offers the page's atlas every move set S ⊆ {1, …, N}, N up to 12
// (4,095 sets), or those of a fixed size.
var atlas = &game.Atlas{
	What:    "every move set S ⊆ {1, …, N}",
	Span:    "N",
	Least:   1,
	Most:    12,
	Default: 6,
	Size:    "moves in S",
	Places:  "every size by the bits of S, the small amounts along a row and the large ones down the map; one size row by row in the order of the sets",
	Games:   atlasGames,
}

// atlasGames lists the move sets S ⊆ {1, …, n} of size size (every size for
// 0) in the order of their bit masks (bit m−1 for the amount m): for every
// size, in a sparse grid of the masks; for one size, densely.
func atlasGames(n, size int) []game.AtlasGame {
	var out []game.AtlasGame
	for mask := uint(1); mask < 1<<n; mask++ {
		if size > 0 && bits.OnesCount(mask) != size {
			continue
		}
		var moves, names []string
		for m := range n {
			if mask&(1<<m) != 0 {
				moves = append(moves, strconv.Itoa(m+1))
				names = append(names, strconv.Itoa(m+1))
			}
		}
		g := game.AtlasGame{Config: "moves=" + strings.Join(moves, ","), Name: "{" + strings.Join(names, ", ") + "}"}
		g.Row, g.Col = game.BitGrid(mask, n)
		out = append(out, g)
	}
	if size > 0 {
		for i := range out {
			out[i].Row, out[i].Col = game.Grid(i, len(out))
		}
	}
	return out
}
