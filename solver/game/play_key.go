package game

// ImpartialLegend is the legend of impartial games: the outcome letters
// P and N and what they mean.
var ImpartialLegend = []Letter{
	{Letter: P, Meaning: "the player to move loses (a P-position)"},
	{Letter: N, Meaning: "the player to move wins (an N-position)"},
}

// ParsePlay reads the key play, as get returns it: "normal" (the default)
// or "misere" (also spelled "misère"). It reports whether the play is
// misère, or an *InputError of the key play.
func ParsePlay(get func(key string) (string, bool)) (misere bool, err error) {
	v, ok := get("play")
	switch {
	case !ok || v == "normal":
		return false, nil
	case v == "misere" || v == "misère":
		return true, nil
	}
	return false, Errorf("play", v, "must be normal or misere")
}
