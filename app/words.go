package main

import (
	"strconv"
	"strings"
)

// Small helpers for the page's words. The sentences about games (answers,
// moves, periods) are the solver's, shared with the CLI; these only shape
// them for the page.

// sentence makes a phrase a sentence: a capital first letter, a full stop.
// A phrase that starts with a variable ("k ≥ 1: …") keeps its case.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	if first, _, _ := strings.Cut(s, " "); len([]rune(first)) != 1 || first == "a" {
		s = sentenceCase(s)
	}
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}

// sentenceCase capitalises the first letter of a phrase.
func sentenceCase(s string) string {
	r := []rune(s)
	if len(r) == 0 {
		return s
	}
	return strings.ToUpper(string(r[0])) + string(r[1:])
}

// heapRange writes the heap sizes from a to b inclusive: "15–27", or "15".
func heapRange(a, b int) string {
	if a == b {
		return strconv.Itoa(a)
	}
	return strconv.Itoa(a) + "–" + strconv.Itoa(b)
}

// joinInts writes whole numbers with a separator: "2, 5".
func joinInts(v []int, sep string) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, sep)
}

// itoa writes a whole number in decimal.
func itoa(n int) string { return strconv.Itoa(n) }
