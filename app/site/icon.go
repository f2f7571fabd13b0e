package site

import (
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
)

// The icon is three stones on a blue tile, drawn in a 64×64 space. iconSVG
// (web/icon.svg) draws the same shapes; writeIcon rasterizes them for the
// PNG sizes a web app manifest needs, so no binary image is committed.
var (
	iconTile   = color.NRGBA{0x21, 0x66, 0xac, 0xff}
	iconStones = []struct {
		x, y, r float64
		c       color.NRGBA
	}{
		{32, 23, 11, color.NRGBA{0xe0, 0x82, 0x14, 0xff}},
		{20.5, 42, 11, color.NRGBA{0xfb, 0xf7, 0xef, 0xff}},
		{43.5, 42, 11, color.NRGBA{0xfb, 0xf7, 0xef, 0xff}},
	}
)

// drawIcon rasterizes the icon at size×size pixels with 4×4 supersampling.
func drawIcon(size int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	const ss = 4
	scale := 64 / float64(size)
	for py := range size {
		for px := range size {
			var r, g, b, a float64
			for sy := range ss {
				for sx := range ss {
					x := (float64(px) + (float64(sx)+0.5)/ss) * scale
					y := (float64(py) + (float64(sy)+0.5)/ss) * scale
					c, ok := iconColorAt(x, y)
					if !ok {
						continue
					}
					r += float64(c.R)
					g += float64(c.G)
					b += float64(c.B)
					a++
				}
			}
			if a == 0 {
				continue
			}
			img.SetNRGBA(px, py, color.NRGBA{uint8(r / a), uint8(g / a), uint8(b / a), uint8(255 * a / ss / ss)})
		}
	}
	return img
}

// iconColorAt returns the colour of the icon at a point of the 64×64 space,
// and false outside the rounded tile.
func iconColorAt(x, y float64) (color.NRGBA, bool) {
	const radius = 14
	cx := math.Max(radius-x, math.Max(0, x-(64-radius)))
	cy := math.Max(radius-y, math.Max(0, y-(64-radius)))
	if cx*cx+cy*cy > radius*radius {
		return color.NRGBA{}, false
	}
	for _, s := range iconStones {
		if dx, dy := x-s.x, y-s.y; dx*dx+dy*dy <= s.r*s.r {
			return s.c, true
		}
	}
	return iconTile, true
}

// writeIcon writes the icon as a size×size PNG file.
func writeIcon(name string, size int) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := png.Encode(f, drawIcon(size)); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
