package main

import (
	"math"
	"strconv"
	"strings"
)

// The strip's colours: the palette the page's theme sets, the
// nim-values' scale (viridis, in nimSteps steps), and CSS colours read
// and written.

// rgba is a colour, 8 bits a channel.
type rgba [4]uint8

// palette is the strip's colours: in the browser read from the page's
// theme (the stylesheet's custom properties), elsewhere the light theme's.
type palette struct {
	fill [256]rgba // a cell's colour, by its outcome letter
	ink  [256]rgba // the letter's colour on it
	bg   rgba      // the box, and the gaps between cells
	rule rgba      // the rule at the start of a block, the outline of the heap asked
	mark rgba      // the keyboard's cursor
}

// lightPalette is the light theme's palette, as web/stones.css sets it.
func lightPalette() palette {
	var p palette
	for _, c := range []struct {
		letter    byte
		fill, ink rgba
	}{
		{'P', rgba{0x21, 0x66, 0xac, 255}, rgba{255, 255, 255, 255}},
		{'N', rgba{0xe0, 0x82, 0x14, 255}, rgba{0x1f, 0x13, 0x00, 255}},
		{'L', rgba{0x00, 0x9e, 0x73, 255}, rgba{0x05, 0x26, 0x1c, 255}},
		{'R', rgba{0xcc, 0x79, 0xa7, 255}, rgba{0x2d, 0x0b, 0x1f, 255}},
		{'-', rgba{0xec, 0xeb, 0xe6, 255}, rgba{0x8d, 0x89, 0x7f, 255}},
	} {
		p.fill[c.letter], p.ink[c.letter] = c.fill, c.ink
	}
	p.bg, p.rule, p.mark = rgba{255, 255, 255, 255}, rgba{0x1c, 0x1e, 0x21, 255}, rgba{0x21, 0x66, 0xac, 255}
	return p
}

// viridis are ten colours of the viridis map (van der Walt and Smith,
// matplotlib), even steps from dark to light: ordered in lightness, readable
// in every colour vision and in grey.
var viridis = []rgba{
	{0x44, 0x01, 0x54, 255}, {0x48, 0x28, 0x78, 255}, {0x3e, 0x4a, 0x89, 255}, {0x31, 0x68, 0x8e, 255}, {0x26, 0x82, 0x8e, 255},
	{0x1f, 0x9e, 0x89, 255}, {0x35, 0xb7, 0x79, 255}, {0x6d, 0xcd, 0x59, 255}, {0xb4, 0xde, 0x2c, 255}, {0xfd, 0xe7, 0x25, 255},
}

// nimSteps is the most colours the nim-values take: beyond it, values
// share colours in even ranges. The colours are nimColour(0 … nimSteps−1),
// which the stylesheet repeats as the classes nim-c0 … for the legend.
const nimSteps = 12

// nimColour is colour k of the nim-values' scale, from dark to light.
func nimColour(k int) rgba { return viridisAt(float64(k) / (nimSteps - 1)) }

// nimScale maps nim-values 0..top to graded colours: one step a value
// while they number at most nimSteps, else 0 alone and the others in
// ranges of equal width.
type nimScale struct {
	top   int // the largest nim-value
	steps []nimStep
}

// nimStep is one colour of the scale and the nim-values lo..hi it shows.
type nimStep struct {
	lo, hi int
	index  int // the colour: nimColour(index)
	colour rgba
	ink    rgba // text on the colour
}

// newNimScale returns the scale of nim-values 0..top. Its steps spread
// over the whole range of colours, however few they are.
func newNimScale(top int) nimScale {
	s := nimScale{top: top}
	var bounds [][2]int
	if top < nimSteps {
		for v := 0; v <= top; v++ {
			bounds = append(bounds, [2]int{v, v})
		}
	} else {
		bounds = append(bounds, [2]int{0, 0})
		width := (top + nimSteps - 2) / (nimSteps - 1)
		for lo := 1; lo <= top; lo += width {
			bounds = append(bounds, [2]int{lo, min(top, lo+width-1)})
		}
	}
	for k, b := range bounds {
		index := 0
		if len(bounds) > 1 {
			index = int(math.Round(float64(k) * (nimSteps - 1) / float64(len(bounds)-1)))
		}
		c := nimColour(index)
		ink := rgba{255, 255, 255, 255}
		if luminance(c) > 0.3 {
			ink = rgba{0x10, 0x10, 0x10, 255}
		}
		s.steps = append(s.steps, nimStep{b[0], b[1], index, c, ink})
	}
	return s
}

// step returns the step of nim-value v.
func (s nimScale) step(v int) nimStep {
	if v <= 0 || len(s.steps) == 1 {
		return s.steps[0]
	}
	if s.top < nimSteps {
		return s.steps[min(v, len(s.steps)-1)]
	}
	w := s.steps[1].hi - s.steps[1].lo + 1
	return s.steps[min(1+(v-1)/w, len(s.steps)-1)]
}

// viridisAt returns the viridis colour at t in [0, 1], between its stops.
func viridisAt(t float64) rgba {
	t = math.Max(0, math.Min(1, t)) * float64(len(viridis)-1)
	k := min(int(t), len(viridis)-2)
	f := t - float64(k)
	var c rgba
	for j := range 3 {
		c[j] = uint8(math.Round(float64(viridis[k][j])*(1-f) + float64(viridis[k+1][j])*f))
	}
	c[3] = 255
	return c
}

// luminance is the relative luminance of a colour (WCAG 2).
func luminance(c rgba) float64 {
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c[0]) + 0.7152*lin(c[1]) + 0.0722*lin(c[2])
}

// parseColour reads a colour as a canvas writes its fillStyle: "#rrggbb",
// or "rgba(r, g, b, a)" (alpha ignored).
func parseColour(s string) (rgba, bool) {
	if len(s) == 7 && s[0] == '#' {
		v, err := strconv.ParseUint(s[1:], 16, 32)
		if err != nil {
			return rgba{}, false
		}
		return rgba{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}, true
	}
	inner, ok := strings.CutPrefix(s, "rgba(")
	if !ok {
		inner, ok = strings.CutPrefix(s, "rgb(")
	}
	if !ok || !strings.HasSuffix(inner, ")") {
		return rgba{}, false
	}
	parts := strings.Split(strings.TrimSuffix(inner, ")"), ",")
	if len(parts) < 3 {
		return rgba{}, false
	}
	var c rgba
	for j := range 3 {
		v, err := strconv.ParseFloat(strings.TrimSpace(parts[j]), 64)
		if err != nil {
			return rgba{}, false
		}
		c[j] = uint8(math.Max(0, math.Min(255, math.Round(v))))
	}
	c[3] = 255
	return c, true
}

// cssColour writes a colour as CSS.
func cssColour(c rgba) string {
	const hex = "0123456789abcdef"
	b := []byte{'#', 0, 0, 0, 0, 0, 0}
	for j := range 3 {
		b[1+2*j], b[2+2*j] = hex[c[j]>>4], hex[c[j]&15]
	}
	return string(b)
}
