package solver

import "context"

// Progress reports how far a long computation has come.
type Progress struct {
	Stage string // what is being computed, in words: "outcomes", "nim-values"
	Done  int    // heap sizes computed so far
	Total int    // heap sizes this stage will compute at most
}

// work carries cancellation and progress reporting into the algorithms. The
// algorithms call step every few thousand heap sizes; a nil *work never
// stops and reports nothing.
type work struct {
	ctx      context.Context
	report   func(Progress)
	stage    string
	total    int
	lastDone int
}

// stepEvery is how many heap sizes an algorithm may compute between two
// calls to step: small enough to cancel within milliseconds, large enough
// to cost nothing.
const stepEvery = 1 << 12

// step reports that done heap sizes are computed and returns the context's
// error once the computation is cancelled.
func (w *work) step(done int) error {
	if w == nil {
		return nil
	}
	if w.ctx != nil {
		if err := w.ctx.Err(); err != nil {
			return err
		}
	}
	if w.report != nil && done != w.lastDone {
		w.lastDone = done
		w.report(Progress{Stage: w.stage, Done: done, Total: w.total})
	}
	return nil
}
