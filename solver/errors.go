package solver

import (
	"fmt"
	"strconv"
)

// InputError reports bad input: the configuration key (or CLI argument) it
// belongs to, the offending text, and what is wrong with it. The page shows
// Error() beside the control; the CLI prints it and exits with status 2.
type InputError struct {
	Key     string // the key, for instance "moves"
	Text    string // the offending text, as given
	Problem string // what is wrong, in words
}

// Error reads like `moves: "1,x,3": "x" is not a positive integer`.
func (e *InputError) Error() string {
	if e.Text == "" {
		return e.Key + ": " + e.Problem
	}
	return fmt.Sprintf("%s: %s: %s", e.Key, quote(e.Text), e.Problem)
}

// inputErrorf builds an *InputError with a formatted problem.
func inputErrorf(key, text, format string, args ...any) error {
	return &InputError{Key: key, Text: text, Problem: fmt.Sprintf(format, args...)}
}

// quote quotes s for a message, shortening very long text so that a
// 300-digit number does not drown the message.
func quote(s string) string {
	const most = 40
	if r := []rune(s); len(r) > most {
		return strconv.Quote(string(r[:most-10])) + "…(" + strconv.Itoa(len(r)) + " characters)"
	}
	return strconv.Quote(s)
}
