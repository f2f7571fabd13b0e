package main

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"stones/solver/numerals"
	"stones/solver/octal"
)

// runMerge writes the table of a sweep from the checkpoints of its shards
// (files, in any order): after checking that they are the shards 0 … n−1
// of one sweep (the same -sweep, -len and -work, each once), each complete,
// it writes the table of docs/octal-table.md (a Markdown table, a row a
// code in the order of the codes), or with asCSV the CSV of the sweep, the
// bytes that `stones -sweep` on one machine writes. A problem is reported
// for each shard, and nothing is written: status 2.
func runMerge(files []string, asCSV bool, stdout, stderr io.Writer) int {
	if len(files) == 0 {
		fmt.Fprintln(stderr, "stones: -merge takes the checkpoints of a sweep's shards as arguments (for instance shard-*.ckpt); none was given")
		return statusBadInput
	}
	shards := map[int]*sweepMeta{}
	var first *sweepMeta
	var problems []string
	for _, path := range files {
		cp, err := loadCheckpoint(path, "")
		if errors.Is(err, errNoCheckpoint) {
			err = &checkpointError{path, "no such file"}
		}
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		m := cp.meta.Sweep
		switch {
		case m == nil:
			problems = append(problems, fmt.Sprintf("stones: -merge %s: the checkpoint of a streamed run, not of a sweep's shard", path))
			continue
		case first == nil:
			first = m
		case m.What != first.What || m.Len != first.Len || m.Work != first.Work || m.Shards != first.Shards:
			problems = append(problems, fmt.Sprintf("stones: -merge %s: shard %d/%d of -sweep %s -len %d -work %d, unlike %s: shard %d/%d of -sweep %s -len %d -work %d",
				path, m.Shard, m.Shards, m.What, m.Len, m.Work, files[0], first.Shard, first.Shards, first.What, first.Len, first.Work))
			continue
		}
		if shards[m.Shard] != nil {
			problems = append(problems, fmt.Sprintf("stones: -merge %s: shard %d/%d is given twice", path, m.Shard, m.Shards))
			continue
		}
		spec, err := parseSweep(m.What, fmt.Sprintf("%d/%d", m.Shard, m.Shards))
		if err != nil || !slices.Equal(m.Codes, codeNames(spec.codes)) {
			problems = append(problems, damaged(path, "its codes are not those of its shard").Error())
			continue
		}
		shards[m.Shard] = m
		if !cp.meta.Complete || len(m.Rows) != len(m.Codes) {
			p := fmt.Sprintf("stones: -merge %s: shard %d/%d is not complete: %d of %d codes done", path, m.Shard, m.Shards, len(m.Rows), len(m.Codes))
			for _, e := range m.Begun {
				p += fmt.Sprintf("; %s computed to heap %s", e.Code, numerals.Grouped(e.Rows))
			}
			problems = append(problems, p+" (run its command again: it resumes)")
		}
	}
	if first != nil {
		for i := range first.Shards {
			if shards[i] == nil {
				problems = append(problems, fmt.Sprintf("stones: -merge: shard %d/%d of -sweep %s is missing", i, first.Shards, first.What))
			}
		}
	}
	if len(problems) > 0 {
		fmt.Fprintln(stderr, strings.Join(problems, "\n"))
		fmt.Fprintln(stderr, "stones: -merge wrote nothing: every shard must be given, once, and complete")
		return statusBadInput
	}
	var rows [][]string
	for _, i := range slices.Sorted(maps.Keys(shards)) {
		m := shards[i]
		for k := range m.Codes {
			rows = append(rows, m.Rows[k])
		}
	}
	var err error
	if asCSV {
		w := csv.NewWriter(stdout)
		w.Write(octal.TableColumns)
		w.WriteAll(rows)
		err = w.Error()
	} else {
		_, err = io.WriteString(stdout, markdownTable(rows))
	}
	if err != nil {
		fmt.Fprintln(stderr, "stones:", err)
		return statusInterrupted
	}
	return statusOK
}

// codeNames returns the codes in normal form.
func codeNames(codes []octal.Code) []string {
	names := make([]string, len(codes))
	for i, c := range codes {
		names[i] = c.String()
	}
	return names
}

// markdownTable writes the rows of a sweep (cells of octal.TableColumns) as
// the table of docs/octal-table.md: an empty cell (no preperiod, no rare
// heap) is "—".
func markdownTable(rows [][]string) string {
	var b strings.Builder
	b.WriteString("| code | preperiod | period | H | largest | largest idx | rare mask | num rare | last rare |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|\n")
	for _, row := range rows {
		b.WriteString("|")
		for _, cell := range row {
			if cell == "" {
				cell = "—"
			}
			b.WriteString(" " + cell + " |")
		}
		b.WriteString("\n")
	}
	return b.String()
}
