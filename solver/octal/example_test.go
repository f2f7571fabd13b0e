package octal_test

import (
	"fmt"
	"math/big"

	"stones/solver/game"
	"stones/solver/octal"
)

// Kayles: its nim-values, the period the octal periodicity theorem proves,
// and the value of a row of 10^99 pins through that period.
func Example() {
	kayles := octal.NewRow(octal.MustParseCode("0.77"))
	s, err := kayles.Solve(12, game.Limits{NimSearch: 1 << 20, Work: 1 << 30}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Nim)
	fmt.Println(s.NimPeriod.Preperiod, s.NimPeriod.Period, s.Proof)
	huge := new(big.Int).Exp(big.NewInt(10), big.NewInt(99), nil)
	v, _ := s.Values.(game.NimValues).Nim(huge)
	fmt.Println(v)
	// Output:
	// [0 1 2 3 1 4 3 2 1 4 2 6]
	// 71 12 the octal periodicity theorem (Guy and Smith)
	// 1
}

// The engine alone: Grundy's game is the code 4.0 (split without taking)
// with the splits into equal heaps left out.
func ExampleRows() {
	rows := octal.NewRows(octal.MustParseCode("4.0"), octal.UnequalSplits)
	if err := rows.Extend(20, 1<<20, nil); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(rows.Values())
	// Output:
	// [0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3]
}

func ExampleParseCode() {
	for _, text := range []string{".070", "0.8", ".33*", "0.8g"} {
		c, err := octal.ParseCode("code", text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(c)
	}
	// Output:
	// 0.07
	// 0.8
	// 0.3*
	// code: "0.8g": "g" is not a digit of a code: the digits after the point are 0–9 and a–f
}
