package eff
import ("testing"; "context"; "stones/solver")
func BenchmarkQ(b *testing.B) {
	for _, q := range []string{"game=grundy&len=60", "moves=1,5,8,10&len=60", "game=cram&board=3x6", "game=graph&graph=path:10&rule=node"} {
		cfg, _ := solver.ParseConfig(q)
		b.Run(q, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() { solver.Analyze(context.Background(), cfg, solver.PageLimits, nil) }
		})
	}
}
