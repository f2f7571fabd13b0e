package main

import (
	"context"

	"stones/app/analysis"
	"stones/solver"
)

// nativePool runs the atlas's shares in this process, a goroutine a share:
// natively (the component tests), and in a browser that cannot start
// workers.
type nativePool struct {
	reply  func(analysis.Reply)
	cancel context.CancelFunc
}

func newNativePool(reply func(analysis.Reply)) *nativePool {
	return &nativePool{reply: reply, cancel: func() {}}
}

func (p *nativePool) size() int { return 2 }

func (p *nativePool) run(first int, queries [][]string, search int) {
	p.stop()
	ctx, cancel := context.WithCancel(context.Background())
	p.cancel = cancel
	for i, share := range queries {
		job := first + i
		go func() {
			show := func(pr solver.Progress) { p.reply(analysis.Reply{Atlas: job, Progress: &pr}) }
			periods, err := analysis.Atlas(ctx, share, search, yielder(show))
			if ctx.Err() == nil {
				p.reply(analysis.Reply{Atlas: job, Done: true, Periods: periods, Err: err})
			}
		}()
	}
}

func (p *nativePool) stop() { p.cancel() }
