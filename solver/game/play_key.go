package game

// ImpartialLegend is the legend of impartial games: the outcome letters
// P and N and what they mean.
var ImpartialLegend = []Letter{
	{Letter: P, Meaning: "the player to move loses (a P-position)"},
	{Letter: N, Meaning: "the player to move wins (an N-position)"},
}

// ParsePlay reads the text of the key play: "normal" or "misere" (also
// spelled "misère"). It reports whether the play is misère, or an
// *InputError of the key play.
func ParsePlay(v string) (misere bool, err error) {
	switch {
	case v == "normal":
		return false, nil
	case v == "misere" || v == "misère":
		return true, nil
	}
	return false, Errorf("play", v, "must be normal or misere")
}
