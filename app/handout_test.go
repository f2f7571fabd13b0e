package main

import (
	"bytes"
	"encoding/xml"
	"testing"
)

// A handout is one well-formed SVG document with its title, the figure
// nested in it, the caption, and the link with its QR code.
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
	if svgs != 3 { // the handout, the figure and the link's QR code
		t.Errorf("%d svg elements, want 3", svgs)
	}
	qr := out[:bytes.Index(out, []byte(`aria-label="QR code`))]
	if got, _ := qrRead(t, string(out[bytes.LastIndex(qr, []byte("<svg")):])); got != link {
		t.Errorf("the handout's QR code reads %q, want the link", got)
	}
	for _, want := range []string{"moves {1, 5, 8, 10} &amp; more", "From heap 0 on, the outcomes repeat every 13.", "https://stones.example/?moves=1,5,8,10&amp;len=40"} {
		if !bytes.Contains(out, []byte(want)) {
			t.Errorf("the handout lacks %q", want)
		}
	}
	if w, h := svgSize(out); w != handoutWidth || h < 250 {
		t.Errorf("the handout is %v × %v", w, h)
	}
}
