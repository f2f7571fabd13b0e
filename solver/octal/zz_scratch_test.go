package octal

import (
	"os"
	"strconv"
	"syscall"
	"testing"
	"time"
)

func TestZZScratch(t *testing.T) {
	code := os.Getenv("ZZ_CODE")
	if code == "" {
		t.Skip()
	}
	sp := AllSplits
	if os.Getenv("ZZ_UNEQ") != "" {
		sp = UnequalSplits
	}
	e := NewRows(MustParseCode(code), sp)
	lg, _ := strconv.Atoi(os.Getenv("ZZ_LOG"))
	start := time.Now()
	for l := 12; l <= lg; l++ {
		e.Extend(1<<l, 1<<62, nil)
		var top uint32
		for i := 0; i < e.Len(); i++ {
			top = max(top, e.At(i))
		}
		var ru syscall.Rusage
		syscall.Getrusage(0, &ru)
		t.Logf("2^%d: cpu %.2fs wall %v rare=%d sparse=%v mask=%#x dom=%v top=%d ops/row=%.0f", l, float64(ru.Utime.Sec)+float64(ru.Utime.Usec)/1e6, time.Since(start), len(e.rare), e.sparse, e.mask, e.dom, top, float64(e.ops)/float64(e.Len()))
	}
}

func TestZZOrder(t *testing.T) {
	if os.Getenv("ZZ_ORDER") == "" {
		t.Skip()
	}
	e := NewRows(MustParseCode("4.0"), UnequalSplits)
	N := 1 << 19
	e.Extend(N+2000, 1<<62, nil)
	g := e.Values()
	seen := make([]int, 1024)
	stamp := 0
	var sumA, sumB, sumC, maxA int
	hist := map[int]int{}
	var res [4][4]int
	for n := N; n < N+2000; n++ {
		stamp++
		for j, r := range e.rare {
			if int(r) < n && 2*int(r) != n {
				seen[e.rareValue[j]^g[n-int(r)]] = stamp
			}
		}
		var need []uint32
		for v := uint32(0); v < g[n]; v++ {
			if seen[v] != stamp {
				need = append(need, v)
			}
		}
		cover := func(order func(yield func(int) bool)) int {
			left := map[uint32]bool{}
			for _, v := range need {
				left[v] = true
			}
			c := 0
			for x := range order {
				c++
				if len(left) == 0 {
					break
				}
				delete(left, g[x]^g[n-x])
			}
			return c
		}
		half := (n - 1) / 2
		a := cover(func(y func(int) bool) {
			for x := 1; x <= half && y(x); x++ {
			}
		})
		b := cover(func(y func(int) bool) {
			for x := half; x >= 1 && y(x); x-- {
			}
		})
		c := cover(func(y func(int) bool) {
			for x := 1; x <= half && y((x*7919)%half+1); x++ {
			}
		})
		for bi, bs := range []int{1, 4, 8, 32} {
			for si, stride := range []int{97, 1021, 8191, 65521} {
				res[bi][si] += cover(func(y func(int) bool) {
					for j := 0; ; j++ {
						st := 1 + (j*stride)%half
						for x := st; x < st+bs && x <= half; x++ {
							if !y(x) {
								return
							}
						}
						if j > 100000 {
							return
						}
					}
				})
			}
		}
		sumA += a
		sumB += b
		sumC += c
		maxA = max(maxA, a)
		hist[len(need)]++
	}
	t.Logf("%v", res)
	t.Logf("asc %d desc %d rand %d maxAsc %d", sumA/2000, sumB/2000, sumC/2000, maxA)
}
