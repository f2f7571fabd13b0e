package main

import (
	"bytes"
	"encoding/xml"
	"image"
	"image/color"
	"regexp"
	"strconv"
	"strings"
	"testing"

	qr "github.com/piglig/go-qr"
)

// The QR code of a permalink reads back as the permalink: its SVG path,
// painted module by module in black and white, decodes to the text.
func TestQRReadsBack(t *testing.T) {
	for _, link := range []string{
		"https://stones.example/?moves=1,5,8,10&len=40",
		"http://127.0.0.1:8080/?game=octal&code=0.77&play=misere&len=30&n=12&from=9&line=2.3,1.5&vs=computer",
		"https://stones.example/?" + strings.Repeat("moves=1,5,8,10&", 60),
	} {
		svg := qrSVG(link, 96)
		if svg == "" {
			t.Fatalf("no QR code for %q", link)
		}
		img := paintQR(t, svg, 8)
		got, err := qr.Decode(img)
		if err != nil || got != link {
			t.Errorf("the QR code of %q reads %q (%v)", link, got, err)
		}
	}
	if svg := qrSVG(strings.Repeat("x", 3000), 96); svg != "" {
		t.Errorf("a text of 3,000 bytes has a QR code")
	}
}

// paintQR paints the modules of a qrSVG's path, scale pixels a module.
func paintQR(t *testing.T, svg string, scale int) image.Image {
	t.Helper()
	side, err := strconv.Atoi(regexp.MustCompile(`viewBox="0 0 (\d+) `).FindStringSubmatch(svg)[1])
	if err != nil {
		t.Fatal(err)
	}
	img := image.NewGray(image.Rect(0, 0, side*scale, side*scale))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	for _, m := range regexp.MustCompile(`M(\d+) (\d+)h(\d+)v1h-\d+z`).FindAllStringSubmatch(svg, -1) {
		x, _ := strconv.Atoi(m[1])
		y, _ := strconv.Atoi(m[2])
		run, _ := strconv.Atoi(m[3])
		for px := x * scale; px < (x+run)*scale; px++ {
			for py := y * scale; py < (y+1)*scale; py++ {
				img.SetGray(px, py, color.Gray{})
			}
		}
	}
	return img
}

// A handout is one well-formed SVG document with its title, the figure
// nested in it, the caption, the link and its QR code.
func TestHandoutSVG(t *testing.T) {
	figure := []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="1040" height="120" viewBox="0 0 1040 120"><rect width="10" height="10"/></svg>`)
	link := "https://stones.example/?moves=1,5,8,10&len=40"
	out := handoutSVG(figure, "Subtraction game, moves {1, 5, 8, 10} & more", []string{"Heaps 0 to 39.", "From heap 0 on, the outcomes repeat every 13."}, link)
	d := xml.NewDecoder(bytes.NewReader(out))
	svgs := 0
	for {
		tok, err := d.Token()
		if err != nil {
			if err.Error() != "EOF" {
				t.Fatalf("the handout is not well-formed XML: %v\n%s", err, out)
			}
			break
		}
		if s, ok := tok.(xml.StartElement); ok && s.Name.Local == "svg" {
			svgs++
		}
	}
	if svgs != 3 { // the handout, the figure, the QR code
		t.Errorf("%d svg elements, want 3", svgs)
	}
	for _, want := range []string{"moves {1, 5, 8, 10} &amp; more", "From heap 0 on, the outcomes repeat every 13.", "https://stones.example/?moves=1,5,8,10&amp;len=40", `class="qr"`} {
		if !bytes.Contains(out, []byte(want)) {
			t.Errorf("the handout lacks %q", want)
		}
	}
	if w, h := svgSize(out); w != handoutWidth || h < 300 {
		t.Errorf("the handout is %v × %v", w, h)
	}
}
