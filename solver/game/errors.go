package game

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
	return fmt.Sprintf("%s: %s: %s", e.Key, Quote(e.Text), e.Problem)
}

// Errorf builds an *InputError with a formatted problem.
func Errorf(key, text, format string, args ...any) error {
	return &InputError{Key: key, Text: text, Problem: fmt.Sprintf(format, args...)}
}

// Quote quotes s for a message, shortening very long text so that a
// 300-digit number does not drown the message.
func Quote(s string) string {
	const most = 40
	if r := []rune(s); len(r) > most {
		return strconv.Quote(string(r[:most-10])) + "…(" + strconv.Itoa(len(r)) + " characters)"
	}
	return strconv.Quote(s)
}

// Unknown says why the value of a position is not known, in words that
// complete "heap 10^30: …": "no period was found up to 4,194,304, so heap
// sizes beyond it cannot be answered". The front ends turn it into an
// *InputError of the key that asked (n, heaps).
type Unknown struct{ Reason string }

func (e *Unknown) Error() string { return e.Reason }

// Errors are the problems of a configuration, one a key. A family's Build
// may return them to report several bad keys at once.
type Errors []*InputError

// Error returns the first problem's message.
func (e Errors) Error() string {
	if len(e) == 0 {
		return "no error"
	}
	return e[0].Error()
}

// Unwrap returns the problems, so that errors.As finds the first.
func (e Errors) Unwrap() []error {
	out := make([]error, len(e))
	for i, x := range e {
		out[i] = x
	}
	return out
}

// For returns the problem of key, or nil.
func (e Errors) For(key string) *InputError {
	for _, x := range e {
		if x.Key == key {
			return x
		}
	}
	return nil
}

// TooMany is returned with the moves that could be listed when the others
// are too many to list; Reason says which they are, in words that complete
// "more winning moves: …".
type TooMany struct{ Reason string }

func (e *TooMany) Error() string { return e.Reason }

// Stopped is the error of a computation of a sequence of sizes that a
// cancellation or a limit ended after it had valued the first of them:
// Nim holds their nim-values, sizes 0 … len(Nim)−1, and First and Last
// name the first and the last ("board 3×0", "board 3×18"). Err says what
// ended it; errors.Is and errors.As see through to it, so that a front
// end reports the stop as it would without the values, and may print
// them too.
type Stopped struct {
	Nim         []uint32
	First, Last string
	Err         error
}

func (e *Stopped) Error() string { return e.Err.Error() }
func (e *Stopped) Unwrap() error { return e.Err }
