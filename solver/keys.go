package solver

import (
	"slices"
	"strings"

	"stones/solver/game"
)

// PageKeys are the keys the page adds for its own views. The CLI accepts and
// ignores them; every other unknown key is an error.
var PageKeys = []string{"show", "view", "from", "line", "vs", "first", "coach", "base", "digits", "upto", "size", "theme"}

// genericKeys are the keys every family takes besides its own: the
// questions (len, n, heaps), written after the family's keys but its Engine
// keys, and embed, written last.
var genericKeys = []string{"len", "n", "heaps", "embed"}

// keyOrder returns the order of the normal form for families: the key game,
// their keys (the Engine keys after the questions), the generic keys.
// Each family's Keys keep their order; keys of several families are merged
// so that each one comes as early as the orders of all allow, ties going to
// the family first in the registry. The cost is quadratic in the number of
// keys, a few dozen.
func keyOrder(families ...*game.Family) []string {
	var plain, engines [][]string
	for _, f := range families {
		var p, e []string
		for _, k := range f.Keys {
			if k.Engine {
				e = append(e, k.Name)
			} else {
				p = append(p, k.Name)
			}
		}
		plain, engines = append(plain, p), append(engines, e)
	}
	order := append([]string{"game"}, mergeOrders(plain)...)
	order = append(order, genericKeys[:3]...)
	return append(append(order, mergeOrders(engines)...), genericKeys[3:]...)
}

// mergeOrders merges lists of keys into one list that keeps the order of
// each: again and again it takes the first key not yet taken of the first
// list whose such key comes after the keys taken only, in every list. Lists
// that disagree (a before b in one, b before a in another) are a bug of the
// families, and panic.
func mergeOrders(lists [][]string) []string {
	var out []string
	taken := func(k string) bool { return slices.Contains(out, k) }
	ready := func(k string) bool {
		for _, l := range lists {
			if j := slices.Index(l, k); j > 0 && !allOf(l[:j], taken) {
				return false
			}
		}
		return true
	}
	for {
		next := ""
		for _, l := range lists {
			if i := slices.IndexFunc(l, func(k string) bool { return !taken(k) }); i >= 0 && ready(l[i]) {
				next = l[i]
				break
			}
		}
		if next == "" {
			for _, l := range lists {
				if !allOf(l, taken) {
					panic("solver: the families order their keys in contradiction: " + strings.Join(l, ", "))
				}
			}
			return out
		}
		out = append(out, next)
	}
}

// allOf reports whether f holds for every key of ks.
func allOf(ks []string, f func(string) bool) bool {
	return !slices.ContainsFunc(ks, func(k string) bool { return !f(k) })
}

// allKeys is the order of the normal form for every family of the
// registry: the keys a configuration may hold, but the page's.
var allKeys = keyOrder(registry...)

// Keys returns every key a configuration may hold: the families' keys, the
// generic keys and the page keys.
func Keys() []string {
	return append(slices.Clone(allKeys), PageKeys...)
}

// keyName writes a key for a message: as it is when it is plain, quoted
// and shortened when it is empty, long or holds other characters.
func keyName(k string) string {
	plain := k != "" && len(k) <= 20
	for _, r := range k {
		plain = plain && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-')
	}
	if plain {
		return k
	}
	return game.Quote(k)
}

// Defines reports whether a problem of key leaves the game that a link of
// family f names unknown, so that no game is built or drawn for it: a
// problem of the key game, or of a key of a family (f or another), except
// an Engine key (how the values are computed) and a list of f (a position
// of play, which the game is built without). Questions, views and keys
// that Stones does not know name no game. The one rule of the parser and
// the page.
func Defines(f *game.Family, key string) bool {
	if key == "game" {
		return true
	}
	if k, ok := f.Key(key); ok {
		return !k.Engine && k.Kind != game.ListKey
	}
	for _, g := range registry {
		if k, ok := g.Key(key); ok && !k.Engine {
			return true
		}
	}
	return false
}
