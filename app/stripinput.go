package main

import (
	"math"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The strip's handlers: its keys, its pointer and its wheel. The canvas'
// own events come from listeners of the browser's side (strip_js.go),
// called with plain numbers: each changes the view and draws the canvas at
// the next frame; the text that follows the view (the summary, the values
// in view) is brought up to date a moment after the last change, so that a
// drag or a held key stays smooth.

// dragging is a pan or pinch in progress, by pointer.
type dragging struct {
	pointers map[int][2]float64 // the pointers down, by id: where they are
	moved    bool               // the pointer moved: not a tap
	startX   float64
	startY   float64
	spread   float64 // the pinch's distance between two pointers at its start
	cell     int     // the cell size at the pinch's start
}

// changed draws the new view and schedules the text's update.
func (s *strip) changed() {
	s.view = s.view.clamp(s.layout())
	s.scheduleDraw()
	s.sync++
	k, ctx := s.sync, s.canvas.ui
	if ctx == nil {
		return
	}
	time.AfterFunc(150*time.Millisecond, func() {
		ctx.Dispatch(func(app.Context) {
			if k == s.sync {
				s.Update()
			}
		})
	})
}

// focused takes the keyboard's focus: the cursor shows, at the heap in
// the middle of the view when it had none.
func (s *strip) focused(on bool) {
	s.focus = on
	if !on {
		s.tip(-1)
		s.scheduleDraw()
		return
	}
	if s.cursor < 0 {
		s.cursor, _, _ = s.anchor()
	}
	s.point(s.cursor)
	s.changed()
	s.ask(s.cursor, true)
}

// key moves the cursor (and the view with it) and zooms, as the hint
// below the canvas says, and reports whether it took the key.
func (s *strip) key(key string) bool {
	n := s.n()
	if n == 0 {
		return false
	}
	l := s.layout()
	rows := max(1, int(s.view.h)/s.view.cell)
	cur := max(0, s.cursor)
	switch key {
	case "ArrowLeft":
		cur--
	case "ArrowRight":
		cur++
	case "ArrowUp":
		cur -= l.cols
	case "ArrowDown":
		cur += l.cols
	case "PageUp":
		cur -= rows * l.cols
	case "PageDown":
		cur += rows * l.cols
	case "Home":
		cur = 0
	case "End":
		cur = n - 1
	case "+", "=":
		s.cursor = cur
		s.zoomBy(1)
	case "-", "_":
		s.cursor = cur
		s.zoomBy(-1)
	case "0":
		s.fitted = ""
		s.refit()
	default:
		return false
	}
	s.cursor = max(0, min(n-1, cur))
	s.view = s.view.show(s.layout(), s.cursor)
	s.point(s.cursor)
	s.changed()
	s.ask(s.cursor, true)
	return true
}

// ask asks the page to explain heap i: at once, or soon once the pointer
// or the cursor rests there.
func (s *strip) ask(i int, soon bool) {
	if s.Explain != nil {
		s.Explain.explain(i, soon)
	}
}

// onValue explains the heap of a value in view that the pointer or the
// focus reaches (soon), or that is clicked.
func (s *strip) onValue(soon bool) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		ctx.PreventUpdate()
		if i, ok := heapOf(e.Get("target"), "li"); ok {
			s.ask(i, soon)
		}
	}
}

// wheel pans by (dx, dy), or with zoom set zooms one step about the
// pointer at (px, py) (a trackpad's pinch arrives as a wheel with Ctrl).
// It reports whether it took the wheel: at the strip's ends the wheel
// scrolls the page instead.
func (s *strip) wheel(px, py, dx, dy float64, zoom bool) bool {
	if zoom {
		i, _ := s.heapAt(px, py)
		dir := 1
		if dy > 0 {
			dir = -1
		}
		s.zoom(zoomStep(s.view.cell, dir), i, px, py)
		s.changed()
		return true
	}
	before := s.view
	s.view.x += dx
	s.view.y += dy
	s.view = s.view.clamp(s.layout())
	if s.view == before {
		return false
	}
	s.tip(-1)
	s.changed()
	return true
}

// pointerDown starts a drag, or with a second pointer a pinch.
func (s *strip) pointerDown(id int, x, y float64) {
	if s.drag.pointers == nil {
		s.drag.pointers = map[int][2]float64{}
	}
	s.drag.pointers[id] = [2]float64{x, y}
	switch len(s.drag.pointers) {
	case 1:
		s.drag.moved, s.drag.startX, s.drag.startY = false, x, y
	case 2:
		s.drag.spread, s.drag.cell, s.drag.moved = spread(s.drag.pointers), s.view.cell, true
	}
}

// pointerMove drags or pinches; a mouse that hovers shows the values of
// the cell under it (hover is set).
func (s *strip) pointerMove(id int, x, y float64, hover bool) {
	last, down := s.drag.pointers[id]
	if !down {
		if hover {
			if i, ok := s.heapAt(x, y); ok {
				s.tipAt(i, x, y)
				s.ask(i, true)
			} else {
				s.tip(-1)
			}
		}
		return
	}
	s.drag.pointers[id] = [2]float64{x, y}
	if len(s.drag.pointers) == 2 {
		if s.drag.spread > 0 {
			cell := int(math.Round(float64(s.drag.cell) * spread(s.drag.pointers) / s.drag.spread))
			if cell = max(minCell, min(maxCell, cell)); cell != s.view.cell {
				i, _ := s.heapAt(x, y)
				s.zoom(cell, i, x, y)
				s.changed()
			}
		}
		return
	}
	if !s.drag.moved && math.Abs(x-s.drag.startX)+math.Abs(y-s.drag.startY) < 5 {
		return
	}
	s.drag.moved = true
	s.tip(-1)
	s.view.x -= x - last[0]
	s.view.y -= y - last[1]
	s.changed()
}

// pointerUp ends a drag; a tap or a click without a drag puts the cursor
// on the cell and shows its values.
func (s *strip) pointerUp(id int, x, y float64, cancel bool) {
	if _, down := s.drag.pointers[id]; !down {
		return
	}
	delete(s.drag.pointers, id)
	if len(s.drag.pointers) > 0 || s.drag.moved || cancel {
		return
	}
	if i, ok := s.heapAt(x, y); ok {
		s.cursor = i
		s.point(i)
		s.changed()
		s.ask(i, false)
	}
}

// pointerLeave hides the hover's values, or shows the cursor's again.
func (s *strip) pointerLeave() {
	if len(s.drag.pointers) > 0 {
		return
	}
	if s.focus && s.cursor >= 0 {
		s.point(s.cursor)
	} else {
		s.tip(-1)
	}
}

// point shows the values of heap i above its cell, and announces them.
func (s *strip) point(i int) {
	if i < 0 || i >= s.n() {
		return
	}
	l := s.layout()
	row, col := l.at(i)
	c := float64(s.view.cell)
	s.tipAt(i, float64(col)*c+c/2-s.view.x, float64(row)*c-s.view.y)
	s.announce(s.describe(i))
}

// spread is the distance between the two pointers of a pinch.
func spread(p map[int][2]float64) float64 {
	var pts [][2]float64
	for _, v := range p {
		pts = append(pts, v)
	}
	if len(pts) < 2 {
		return 0
	}
	return max(1, math.Hypot(pts[0][0]-pts[1][0], pts[0][1]-pts[1][1]))
}
