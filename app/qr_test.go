package main

import (
	"image"
	"image/color"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
)

// qrRead reads the QR code of an SVG element as qrSVG writes it: its path
// of dark modules drawn black on white, 4 pixels a module, then decoded by
// an independent reader (gozxing, a port of ZXing). It also returns the
// error correction level the code declares.
func qrRead(t *testing.T, svg string) (text, level string) {
	t.Helper()
	box := regexp.MustCompile(`viewBox="0 0 (\d+) (\d+)"`).FindStringSubmatch(svg)
	path := regexp.MustCompile(`<path fill="#000" d="([^"]*)"`).FindStringSubmatch(svg)
	if box == nil || path == nil {
		t.Fatalf("no QR code in %.200s", svg)
	}
	n, _ := strconv.Atoi(box[1])
	const scale = 4
	img := image.NewGray(image.Rect(0, 0, n*scale, n*scale))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	for _, m := range regexp.MustCompile(`M(\d+) (\d+)h(\d+)v1h-\d+z`).FindAllStringSubmatch(path[1], -1) {
		x, _ := strconv.Atoi(m[1])
		y, _ := strconv.Atoi(m[2])
		run, _ := strconv.Atoi(m[3])
		for px := x * scale; px < (x+run)*scale; px++ {
			for py := y * scale; py < (y+1)*scale; py++ {
				img.Set(px, py, color.Gray{})
			}
		}
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	res, err := qrcode.NewQRCodeReader().Decode(bmp, nil)
	if err != nil {
		t.Fatalf("the QR code does not read: %v", err)
	}
	level, _ = res.GetResultMetadata()[gozxing.ResultMetadataType_ERROR_CORRECTION_LEVEL].(string)
	return res.GetText(), level
}

// The QR code of a permalink reads back as the permalink, at error
// correction level M, from a short link to one of 1,500 characters; a text
// too long for any QR code gives none.
func TestQRCode(t *testing.T) {
	for _, link := range []string{
		"https://stones.example/?moves=1,5,8,10&len=40",
		"http://127.0.0.1:8080/?game=octal&code=0.6&play=misere&len=200&n=123456789012345678901234567890&show=nim",
		"https://stones.example/?game=graph&graph=" + strings.Repeat("0-1,", 370) + "1-2",
	} {
		got, level := qrRead(t, qrSVG(link, 0, 0, 120))
		if got != link {
			t.Errorf("the QR code of %.60s… reads %.60s…", link, got)
		}
		if level != "M" {
			t.Errorf("the QR code of %.60s… has error correction %q, want M", link, level)
		}
	}
	if svg := qrSVG(strings.Repeat("x", 3000), 0, 0, 120); svg != "" {
		t.Errorf("a text of 3,000 bytes has a QR code: %.100s", svg)
	}
}
