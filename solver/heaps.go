package solver

import (
	"errors"
	"math/big"
	"strings"

	"stones/solver/game"
)

// MaxHeaps is the most heaps the key heaps may list.
const MaxHeaps = 64

// ParseHeaps parses a position of several heaps: heap sizes separated by
// commas, "3,5,7", at most MaxHeaps of them.
func ParseHeaps(key, text string) ([]*big.Int, error) {
	t := game.TrimSpaces(text)
	if t == "" {
		return nil, &game.InputError{Key: key, Problem: "is empty; give heap sizes such as 3,5,7"}
	}
	var heaps []*big.Int
	for item := range strings.SplitSeq(t, ",") {
		if len(heaps) == MaxHeaps {
			return nil, game.Errorf(key, text, "lists more than %d heaps", MaxHeaps)
		}
		item = game.TrimSpaces(item)
		if item == "" {
			return nil, game.Errorf(key, text, "an empty item between commas")
		}
		n, err := ParseHeap(key, item)
		if err != nil {
			var bad *game.InputError
			if errors.As(err, &bad) && bad.Text != "" {
				return nil, game.Errorf(key, text, "heap %s %s", game.Quote(item), strings.TrimPrefix(bad.Problem, "a heap size "))
			}
			return nil, err
		}
		heaps = append(heaps, n)
	}
	return heaps, nil
}

// ParseHeap parses a heap size: a decimal integer ≥ 0 of at most MaxDigits
// digits, nothing else (no sign, no spaces inside). key names the parameter
// in error messages.
func ParseHeap(key, s string) (*big.Int, error) { return game.ParseHeap(key, s) }
