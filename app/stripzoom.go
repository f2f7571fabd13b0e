package main

import (
	"math"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The strip's zoom: the cell size stepped about a heap kept in place, the
// zoom buttons, the fit and the fold.

// zoom sets the cell size, keeping heap i at the box's point (px, py).
func (s *strip) zoom(cell, i int, px, py float64) {
	s.view, _ = zoomAt(s.view, s.n(), s.Period, s.fold(), cell, i, px, py)
}

// anchor is the heap a zoom keeps in place, and where: the cursor's when
// it is in view, else the heap at the box's centre.
func (s *strip) anchor() (i int, px, py float64) {
	l := s.layout()
	c := float64(s.view.cell)
	if s.cursor >= 0 {
		row, col := l.at(s.cursor)
		px, py = float64(col)*c+c/2-s.view.x, float64(row)*c+c/2-s.view.y
		if px >= 0 && px <= s.view.w && py >= 0 && py <= s.view.h {
			return s.cursor, px, py
		}
	}
	px, py = s.view.w/2, s.view.h/2
	i, _ = s.heapAt(px, py)
	return i, px, py
}

// heapAt returns the heap size at a point of the box (CSS pixels), or the
// nearest one, and whether a cell is under the point.
func (s *strip) heapAt(px, py float64) (int, bool) {
	l := s.layout()
	c := float64(s.view.cell)
	row, col := int(math.Floor((py+s.view.y)/c)), int(math.Floor((px+s.view.x)/c))
	if i, ok := l.heap(row, col); ok {
		return i, true
	}
	i := max(0, min(s.n()-1, row*l.cols+col-l.shift))
	return i, false
}

// zoomBy zooms one step in (dir 1) or out (−1) about the anchor.
func (s *strip) zoomBy(dir int) {
	i, px, py := s.anchor()
	s.zoom(zoomStep(s.view.cell, dir), i, px, py)
}

// onZoom is the handler of the zoom buttons: only the strip redraws.
func (s *strip) onZoom(dir int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		ctx.PreventUpdate()
		s.zoomBy(dir)
		s.changed()
		s.Update()
	}
}

func (s *strip) onFit(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	s.fitted = ""
	s.refit()
	s.changed()
	s.Update()
}

func (s *strip) onFold(ctx app.Context, e app.Event) {
	// The fold redraws the strip alone: the page around it is the same.
	if on := !s.fold(); s.Host != nil && s.Host.setFold(on) {
		s.Fold = on
		s.refit()
		s.scheduleDraw()
		s.Update()
	}
}
