package stats

import "strconv"

// MarshalJSON writes the summary as the object of the contract
// (docs/CONFIG.md, the object stats): len and cold; with nim-values
// largest, largestAt and frequencies, and nimLen when they count fewer
// heaps than len; with the rare statistics rareMask, rareCount and lastRare
// (absent when no heap is rare).
func (s Summary) MarshalJSON() ([]byte, error) { return s.AppendJSON(nil), nil }

// AppendJSON appends the JSON object of MarshalJSON to b.
func (s Summary) AppendJSON(b []byte) []byte {
	b = append(b, `{"len":`...)
	b = strconv.AppendInt(b, s.Len, 10)
	b = append(b, `,"cold":`...)
	b = strconv.AppendInt(b, s.Cold, 10)
	if s.Kind != Outcomes && s.NimLen > 0 {
		b = append(b, `,"largest":`...)
		b = strconv.AppendUint(b, uint64(s.Largest), 10)
		b = append(b, `,"largestAt":`...)
		b = strconv.AppendInt(b, s.LargestAt, 10)
		b = append(b, `,"frequencies":[`...)
		for i, f := range s.Frequencies {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, f, 10)
		}
		b = append(b, ']')
		if s.NimLen < s.Len {
			b = append(b, `,"nimLen":`...)
			b = strconv.AppendInt(b, s.NimLen, 10)
		}
	}
	if s.Kind == Rare && s.NimLen > 0 {
		b = append(b, `,"rareMask":"`...)
		b = append(b, s.Mask()...)
		b = append(b, `","rareCount":`...)
		b = strconv.AppendInt(b, s.RareCount, 10)
		if s.LastRare >= 0 {
			b = append(b, `,"lastRare":`...)
			b = strconv.AppendInt(b, s.LastRare, 10)
		}
	}
	return append(b, '}')
}

// AppendJSON appends the JSON object of the accumulator's statistics to b:
// the Summary of every heap fed, with the field powers, the Summary of
// heaps 0..2^k−1 for every 2^k ≤ Len.
func (a *Acc) AppendJSON(b []byte) []byte {
	b = a.Summary().AppendJSON(b)
	b = append(b[:len(b)-1], `,"powers":[`...)
	for i, p := range a.powers {
		if i > 0 {
			b = append(b, ',')
		}
		b = p.AppendJSON(b)
	}
	return append(b, "]}"...)
}
