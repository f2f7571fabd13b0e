package main

import (
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver/game"
)

// valueList is the text equivalent's list of the heaps in view. It is a
// component of its own so that go-app draws its items again only when the
// heaps listed or their marks change: an edit of n elsewhere, or a zoom that
// keeps the first heaps in view, leaves its few hundred items alone.
type valueList struct {
	app.Compo
	Heaps    []int
	Outcomes string   // the outcome of every heap size
	Nim      []uint32 // the nim-value of every heap size, when shown
	Genus    []string // Conway's genus of every heap size, in misère play of octal games
	Safe     []int    // the safe heaps, ascending
	Asked    int      // the heap asked about, when it is listed; else −1
}

// valueList lists the heaps of list.
func (s *strip) valueList(list []int) *valueList {
	if s.Result == nil || s.unlisted {
		return &valueList{Asked: -1}
	}
	if s.listing > 0 && s.listing < len(list) {
		list = list[:s.listing]
	}
	v := &valueList{Heaps: list, Outcomes: s.Result.Outcomes, Genus: s.Result.Genus, Safe: s.Result.Safe, Asked: -1}
	if s.showNim() {
		v.Nim = s.Result.Nim
	}
	if slices.Contains(list, s.Asked) {
		v.Asked = s.Asked
	}
	return v
}

// Render lists the heaps.
func (v *valueList) Render() app.UI {
	pauseMounting(v)
	return app.Ol().Class("values").Body(app.Range(v.Heaps).Slice(func(k int) app.UI { return v.item(v.Heaps[k]) }))
}

// item is one heap size: its outcome, its nim-value when shown, and
// whether it is asked about or safe.
func (v *valueList) item(i int) app.UI {
	o := v.Outcomes[i]
	letter := string(o)
	class := "value " + letter
	if o == byte(game.None) {
		class, letter = "value none", "–"
	}
	text := strconv.Itoa(i) + ": " + letter
	item := app.Li().TabIndex(0).DataSet("heap", i).DataSet("outcome", string(o))
	if v.Nim != nil {
		nim := v.Nim[i]
		item = item.DataSet("nim", nim)
		text += ", nim-value " + strconv.FormatUint(uint64(nim), 10)
	}
	if i < len(v.Genus) {
		text += ", genus " + v.Genus[i]
	}
	if i == v.Asked {
		class += " asked"
		text += " (asked)"
	}
	if isSafe(v.Safe, i) {
		class += " safe"
		text += ", safe"
	}
	return item.Class(class).Text(text)
}

// isSafe reports whether heap i is one of the safe heaps, ascending.
func isSafe(safe []int, i int) bool {
	_, ok := slices.BinarySearch(safe, i)
	return ok
}
