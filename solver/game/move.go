package game

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"slices"
	"strconv"
)

// Move is one move from a heap: how many stones it takes and the heaps it
// leaves (none, one, or two when a move splits the heap). Every, when not
// 0, says the move stands for a family: the heaps left may also be a+j·Every
// and b−j·Every for every j ≥ 0 that keeps a ≤ b.
type Move struct {
	Player string     `json:"player,omitempty"` // partizan games: "L" or "R", who makes the move
	Take   int        `json:"take"`             // the amount taken; -1 when it exceeds an int (see Amount)
	Leave  []*big.Int `json:"leave"`
	Every  int        `json:"every,omitempty"`
	// Taken lists what a move on a graph or a board takes, in the family's
	// numbering (vertices, cells), where Take counts them; nil in heap
	// games.
	Taken []int `json:"taken,omitempty"`

	huge *big.Int // the amount taken, when it exceeds an int
}

// BigMove returns the move that takes an amount of any size: Take is -1
// when the amount does not fit an int, and Amount and the JSON form give it
// exactly.
func BigMove(take *big.Int, leave ...*big.Int) Move {
	m := Move{Take: -1, Leave: leave, huge: take}
	if take.IsInt64() && take.Int64() <= math.MaxInt {
		m.Take, m.huge = int(take.Int64()), nil
	}
	return m
}

// Take returns the move that takes s stones from heap n, leaving n − s.
func Take(n *big.Int, s int) Move {
	return Move{Take: s, Leave: []*big.Int{new(big.Int).Sub(n, big.NewInt(int64(s)))}}
}

// Amount returns the amount the move takes, exactly, in decimal.
func (m Move) Amount() string {
	if m.huge != nil {
		return m.huge.String()
	}
	return strconv.Itoa(m.Take)
}

// Equal reports whether m and o are the same move: the same player, the
// same amount taken, the same heaps left in the same order, the same
// family (Every) and the same vertices or cells taken (Taken). The cost is linear in the digits of the heaps.
func (m Move) Equal(o Move) bool {
	if m.Player != o.Player || m.Every != o.Every || m.Amount() != o.Amount() || len(m.Leave) != len(o.Leave) || !slices.Equal(m.Taken, o.Taken) {
		return false
	}
	for i, l := range m.Leave {
		if l.Cmp(o.Leave[i]) != 0 {
			return false
		}
	}
	return true
}

// MarshalJSON writes the move with its exact take.
func (m Move) MarshalJSON() ([]byte, error) {
	return json.Marshal(m.fields())
}

// UnmarshalJSON reads a move as MarshalJSON writes it, a take of any size
// included.
func (m *Move) UnmarshalJSON(b []byte) error {
	var f moveFields
	if err := json.Unmarshal(b, &f); err != nil {
		return err
	}
	return m.setFields(f)
}

// setFields sets the move from its JSON object.
func (m *Move) setFields(f moveFields) error {
	take, ok := new(big.Int).SetString(string(f.Take), 10)
	if !ok {
		return fmt.Errorf("game: a move's take %s is not a whole number", f.Take)
	}
	*m = BigMove(take, f.Leave...)
	m.Player, m.Every, m.Taken = f.Player, f.Every, f.Taken
	if m.Leave == nil {
		m.Leave = []*big.Int{}
	}
	return nil
}

// moveFields is the JSON object of a move.
type moveFields struct {
	Player string          `json:"player,omitempty"`
	Take   json.RawMessage `json:"take"`
	Leave  []*big.Int      `json:"leave"`
	Every  int             `json:"every,omitempty"`
	Taken  []int           `json:"taken,omitempty"`
}

// fields returns the JSON object of the move. A heap of 0 is no heap: a
// move that takes a whole heap leaves [] in every game (see Heaps).
func (m Move) fields() moveFields {
	return moveFields{m.Player, json.RawMessage(m.Amount()), m.Heaps(), m.Every, m.Taken}
}

// Heaps returns the heaps the move leaves, without the heaps of 0: none
// when it takes a whole heap, in every game (a subtraction game's move
// leaves a heap of 0 in Leave). The JSON form and the words use it.
func (m Move) Heaps() []*big.Int {
	leave := make([]*big.Int, 0, len(m.Leave))
	for _, l := range m.Leave {
		if l.Sign() != 0 {
			leave = append(leave, l)
		}
	}
	return leave
}

// HeapMove is a move in one heap of a sum: Heap indexes the sum's heaps.
type HeapMove struct {
	Heap int `json:"heap"`
	Move
}

// MarshalJSON writes the heap index and the move's fields in one object:
// {"heap": 0, "take": 1, "leave": [2]}.
func (m HeapMove) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Heap int `json:"heap"`
		moveFields
	}{m.Heap, m.Move.fields()})
}

// UnmarshalJSON reads a move in one heap as MarshalJSON writes it.
func (m *HeapMove) UnmarshalJSON(b []byte) error {
	var f struct {
		Heap int `json:"heap"`
		moveFields
	}
	if err := json.Unmarshal(b, &f); err != nil {
		return err
	}
	m.Heap = f.Heap
	return m.Move.setFields(f.moveFields)
}
