package main

import (
	"context"

	"stones/app/analysis"
	"stones/solver/game"
)

// nativePool runs the atlas's shares in this process, a goroutine a share:
// natively (the component tests), and in a browser that cannot start
// workers.
type nativePool struct {
	reply  func(analysis.Message)
	cancel context.CancelFunc
}

func newNativePool(reply func(analysis.Message)) *nativePool {
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
			show := func(pr game.Progress) { p.reply(analysis.Progress{Kind: analysis.AtlasJob, N: job, Progress: pr}) }
			periods, err := analysis.Atlas(ctx, share, search, yielder(show))
			if ctx.Err() == nil {
				p.reply(analysis.Ended(analysis.AtlasJob, job, analysis.Periods{Job: job, Games: periods}, err))
			}
		}()
	}
}

func (p *nativePool) stop() { p.cancel() }
