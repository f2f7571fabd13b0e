package research

import "testing"

// A streamed run's summary is the contract's -summary object (see
// solver.Summary and the contract test of package solver): the run's
// periods and searches, the statistics of the heaps it streamed, and the
// limit that stopped it.
func TestRunSummary(t *testing.T) {
	tests := []struct{ query, want string }{
		{"game=octal&code=0.6&len=300", `{"config":"game=octal&code=0.6&play=normal&len=300","outcomePeriod":null,"nimPeriod":null,"outcomeSearch":46,"nimSearch":46,"stats":{"len":46,"cold":6,"largest":5,"largestAt":24,"frequencies":[6,11,12,8,7,2],"rareMask":"7","rareCount":16,"lastRare":42,"powers":[{"len":1,"cold":1,"largest":0,"largestAt":0,"frequencies":[1],"rareMask":"0+pos","rareCount":0},{"len":2,"cold":2,"largest":0,"largestAt":0,"frequencies":[2],"rareMask":"0+pos","rareCount":1,"lastRare":1},{"len":4,"cold":2,"largest":2,"largestAt":3,"frequencies":[2,1,1],"rareMask":"2+pos","rareCount":1,"lastRare":1},{"len":8,"cold":3,"largest":3,"largestAt":7,"frequencies":[3,2,2,1],"rareMask":"1+pos","rareCount":3,"lastRare":3},{"len":16,"cold":4,"largest":4,"largestAt":11,"frequencies":[4,3,4,3,2],"rareMask":"2+pos","rareCount":5,"lastRare":11},{"len":32,"cold":6,"largest":5,"largestAt":24,"frequencies":[6,9,7,4,4,2],"rareMask":"2+pos","rareCount":11,"lastRare":31}]},"stopped":"work"}`},
		{"game=grundy&len=100", `{"config":"game=grundy&play=normal&len=100","outcomePeriod":null,"nimPeriod":null,"outcomeSearch":46,"nimSearch":46,"stats":{"len":46,"cold":9,"largest":5,"largestAt":41,"frequencies":[9,11,9,6,9,2],"rareMask":"7","rareCount":17,"lastRare":44,"powers":[{"len":1,"cold":1,"largest":0,"largestAt":0,"frequencies":[1],"rareMask":"0","rareCount":1,"lastRare":0},{"len":2,"cold":2,"largest":0,"largestAt":0,"frequencies":[2],"rareMask":"0+pos","rareCount":1,"lastRare":0},{"len":4,"cold":3,"largest":1,"largestAt":3,"frequencies":[3,1],"rareMask":"0+pos","rareCount":2,"lastRare":2},{"len":8,"cold":5,"largest":2,"largestAt":5,"frequencies":[5,2,1],"rareMask":"0+pos","rareCount":4,"lastRare":6},{"len":16,"cold":6,"largest":3,"largestAt":13,"frequencies":[6,5,4,1],"rareMask":"3","rareCount":7,"lastRare":13},{"len":32,"cold":9,"largest":4,"largestAt":18,"frequencies":[9,7,6,6,4],"rareMask":"5","rareCount":15,"lastRare":29}]},"stopped":"work"}`},
		{"moves=squares&len=100", `{"config":"game=subtraction&moves=squares&play=normal&norepeat=0&len=100&algo=auto","outcomePeriod":null,"nimPeriod":null,"outcomeSearch":100,"nimSearch":100,"stats":{"len":100,"cold":21,"largest":6,"largestAt":75,"frequencies":[21,21,19,15,11,8,5],"powers":[{"len":1,"cold":1,"largest":0,"largestAt":0,"frequencies":[1]},{"len":2,"cold":1,"largest":1,"largestAt":1,"frequencies":[1,1]},{"len":4,"cold":2,"largest":1,"largestAt":1,"frequencies":[2,2]},{"len":8,"cold":4,"largest":2,"largestAt":4,"frequencies":[4,3,1]},{"len":16,"cold":7,"largest":2,"largestAt":4,"frequencies":[7,6,3]},{"len":32,"cold":10,"largest":5,"largestAt":29,"frequencies":[10,10,7,3,1,1]},{"len":64,"cold":16,"largest":5,"largestAt":29,"frequencies":[16,16,13,10,5,4]}]},"stopped":"work"}`},
	}
	for _, tt := range tests {
		c := configOf(t, tt.query)
		run, err := Stream(t.Context(), c, c.Len, 1000, nil, nil) // stopped by its work
		if err != nil {
			t.Fatal(err)
		}
		if got := string(run.Summary("work")); got != tt.want+"\n" {
			t.Errorf("%s:\n got %s\nwant %s", tt.query, got, tt.want)
		}
	}
}
