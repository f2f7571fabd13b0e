package solver

import (
	"encoding/json"
	"fmt"
	"stones/solver/game"
)

// Packed is a Result as the page's Web Worker posts it to the page. The
// contract's JSON of a long strip is slow to decode in the page's
// WebAssembly (a million nim-values are a JSON array of a million numbers),
// so the long fields travel beside a short JSON head: the strings of
// letters as strings, the nim-values as numbers (in the browser a typed
// array, copied in one step). Pack and Unpack cost O(len) copies; only the
// head is JSON.
type Packed struct {
	// Head is {"window":w,"result":{…}}: the proof's window (which the
	// contract's object leaves out) and the contract's object with its
	// letters empty and "nim":[] when it has nim-values.
	Head []byte
	// Letters are the strings taken out of the head: the outcomes, the
	// outcomes when Left and when Right moves first, then the cells of each
	// row of the state table.
	Letters []string
	Nim     []uint32 // the nim-values; nil when the result has none
}

// packedHead is the JSON object of Packed.Head.
type packedHead struct {
	Window int             `json:"window"`
	Result json.RawMessage `json:"result"`
}

// Pack returns r in the form the page's Web Worker posts it.
func (r *Result) Pack() (Packed, error) {
	light := *r
	light.Outcomes, light.LeftFirst, light.RightFirst = "", "", ""
	letters := []string{r.Outcomes, r.LeftFirst, r.RightFirst}
	if r.Table != nil {
		light.Table = make([]game.TableRow, len(r.Table))
		for i, row := range r.Table {
			light.Table[i].Label = row.Label
			letters = append(letters, row.Cells)
		}
	}
	o, err := light.object([]uint32{}).encode()
	if err != nil {
		return Packed{}, err
	}
	// Written by hand: json.Marshal would escape the '&' of the
	// configuration, and the head's result must be the contract's bytes.
	head := fmt.Appendf(nil, `{"window":%d,"result":%s}`, r.Window, o)
	return Packed{Head: head, Letters: letters, Nim: r.Nim}, nil
}

// Unpack returns the Result that Pack packed: it marshals to the same JSON,
// and has the same Window. Like UnmarshalJSON, it leaves Values nil. A
// Packed without Letters and Nim is the head alone, for a reader that holds
// the figure already: the Result then has the head's answers and periods,
// and its letters and nim-values are empty.
func Unpack(p Packed) (*Result, error) {
	var h packedHead
	if err := json.Unmarshal(p.Head, &h); err != nil {
		return nil, fmt.Errorf("solver: reading a packed result: %w", err)
	}
	r := new(Result)
	if err := r.UnmarshalJSON(h.Result); err != nil {
		return nil, err
	}
	r.Window = h.Window
	if p.Letters == nil && p.Nim == nil {
		return r, nil
	}
	if len(p.Letters) != 3+len(r.Table) {
		return nil, fmt.Errorf("solver: a packed result has %d strings of letters for %d table rows", len(p.Letters), len(r.Table))
	}
	r.Outcomes, r.LeftFirst, r.RightFirst = p.Letters[0], p.Letters[1], p.Letters[2]
	for i := range r.Table {
		r.Table[i].Cells = p.Letters[3+i]
	}
	if r.Nim != nil {
		r.Nim = p.Nim
		if r.Nim == nil {
			r.Nim = []uint32{}
		}
	}
	return r, nil
}
