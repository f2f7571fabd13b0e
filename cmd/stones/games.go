package main

import (
	"fmt"
	"strings"

	"stones/solver"
)

// families lists every family of games from its descriptor: the value of
// the key game, title, rules, keys with defaults, and presets with sources.
func families() string {
	var b strings.Builder
	for i, f := range solver.Families() {
		if i > 0 {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "game=%s: %s\n  %s\n", f.Game, f.Title, f.Rules)
		if f.Source != "" {
			fmt.Fprintf(&b, "  Source: %s\n", f.Source)
		}
		for _, k := range f.Keys {
			def := ""
			switch {
			case k.Required:
				def = " (required)"
			case k.Default != "":
				def = " (default " + k.Default + ")"
			}
			fmt.Fprintf(&b, "  %-9s %s%s\n", k.Name, k.Help, def)
		}
		for _, p := range f.Presets {
			fmt.Fprintf(&b, "  preset    %s: stones '%s' — %s", p.Name, p.Config, p.About)
			if p.Source != "" {
				fmt.Fprintf(&b, " (%s)", p.Source)
			}
			b.WriteByte('\n')
		}
	}
	fmt.Fprintf(&b, "\nEvery game also takes len, n, heaps (impartial games) and embed: see docs/CONFIG.md.\n")
	return b.String()
}
