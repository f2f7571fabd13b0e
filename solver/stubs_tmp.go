package solver

func analyzeOctal(c Config, lim Limits, w *work) (*impartial, error) {
	return nil, &InputError{Key: "game", Problem: "octal games are being built"}
}

func analyzeNamed(c Config, lim Limits, w *work) (*impartial, error) {
	return nil, &InputError{Key: "moves", Problem: "named move sets are being built"}
}
