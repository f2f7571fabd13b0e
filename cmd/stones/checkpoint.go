package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"stones/solver"
	"stones/solver/octal"
)

// A checkpoint file is what a run given -checkpoint FILE saves of its
// state, so that the same command given the same FILE goes on from there:
//
//	stones checkpoint\n            the magic line
//	{JSON}\n                       checkpointMeta, on one line
//	values                         the values of each engine snapshot, in the
//	                               order of the meta: rows × 2 bytes
//	                               (narrow) or × 4 (wide), little-endian
//	SHA-256                        32 bytes, of everything before
//
// It is written to FILE.tmp, synced and renamed over FILE: a kill at any
// moment leaves the previous checkpoint or the new one, whole. A file
// whose length, hash or fields do not fit is refused as damaged.
const checkpointMagic = "stones checkpoint\n"

// checkpointFormat is the version of the layout and of the engine state it
// holds; a checkpoint of another format is refused.
const checkpointFormat = 1

// defaultCheckpointEvery is the default of -checkpoint-every.
const defaultCheckpointEvery = 5 * time.Minute

// checkpointMeta is the JSON line of a checkpoint.
type checkpointMeta struct {
	Format int    `json:"format"`
	Stones string `json:"stones"` // the build that wrote it (buildVersion)
	// Command is what decides the output of the run (streamIdentity, sweepSpec.identity): a
	// checkpoint resumes only the same command.
	Command  string      `json:"command"`
	Saved    time.Time   `json:"saved"`
	Complete bool        `json:"complete"` // the run ended: nothing is left to compute
	Stream   *engineMeta `json:"stream,omitempty"`
	Sweep    *sweepMeta  `json:"sweep,omitempty"`
}

// engineMeta is an octal.Snapshot without its values, which follow the
// JSON line.
type engineMeta struct {
	// Kind is "" for the rare/common engine (octal.Snapshot), nimKind for
	// a named set's nim-values (game.NimResume: Rows values, Spent).
	Kind        string `json:"kind,omitempty"`
	Code        string `json:"code,omitempty"` // in a sweep: the code, in normal form
	Index       int    `json:"index,omitempty"`
	Rows        int    `json:"rows"`
	Wide        bool   `json:"wide,omitempty"`
	Spent       int64  `json:"spent"`
	Sparse      bool   `json:"sparse,omitempty"`
	Mask        uint32 `json:"mask,omitempty"`
	Dom         bool   `json:"dom,omitempty"`
	Checks      int    `json:"checks"`
	Eager       int    `json:"eager"`
	Need        int    `json:"need"`
	SinceSample int    `json:"sinceSample"`
}

// nimKind is the Kind of a named set's state.
const nimKind = "nim"

// sweepMeta is the state of a sweep: what it tabulates, the rows done and
// the codes begun.
type sweepMeta struct {
	What   string   `json:"what"`  // the value of -sweep
	Len    int      `json:"len"`   // -len
	Work   int64    `json:"work"`  // the budget of each code
	Shard  int      `json:"shard"` // -shard i/n: i
	Shards int      `json:"shards"`
	Codes  []string `json:"codes"` // the codes of the shard, in order
	// Rows holds the CSV cells of each code done (octal.TableRow.Record),
	// by its index in Codes.
	Rows map[int][]string `json:"rows"`
	// Begun holds the engines of the codes begun and not done.
	Begun []engineMeta `json:"begun,omitempty"`
}

// checkpoint is a checkpoint in memory: the meta and the snapshots of its
// engines (one for a stream; one a code begun for a sweep).
type checkpoint struct {
	meta  checkpointMeta
	snaps []octal.Snapshot
}

// buildVersion names the build: its VCS revision (with "+dirty" when the
// tree had changes) where the build recorded one, else the SHA-256 of the
// executable (its first 16 hex digits), so that two builds of different
// sources never pass for one.
var buildVersion = sync.OnceValue(func() string {
	info, ok := debug.ReadBuildInfo()
	rev, dirty := "", false
	if ok {
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
	}
	if rev != "" && !dirty {
		return rev
	}
	exe, err := os.Executable()
	if err != nil {
		return "unknown"
	}
	f, err := os.Open(exe)
	if err != nil {
		return "unknown"
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "unknown"
	}
	return fmt.Sprintf("executable sha256:%x", h.Sum(nil)[:8])
})

// snapshotMeta returns the meta of s.
func snapshotMeta(s octal.Snapshot) engineMeta {
	return engineMeta{Rows: s.Len(), Wide: s.Wide != nil, Spent: s.Spent, Sparse: s.Sparse, Mask: s.Mask, Dom: s.Dom,
		Checks: s.Checks, Eager: s.Eager, Need: s.Need, SinceSample: s.SinceSample}
}

// saveCheckpoint writes cp to path atomically: to path.tmp, synced, then
// renamed over path.
func saveCheckpoint(path string, cp checkpoint) error {
	cp.meta.Format, cp.meta.Stones, cp.meta.Saved = checkpointFormat, buildVersion(), time.Now().UTC().Truncate(time.Second)
	return writeCheckpoint(path, cp)
}

// writeCheckpoint writes cp as it is to path, atomically.
func writeCheckpoint(path string, cp checkpoint) error {
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	h := sha256.New()
	w := bufio.NewWriterSize(io.MultiWriter(f, h), 1<<20)
	line, err := json.Marshal(cp.meta)
	if err != nil {
		panic(err) // the meta holds nothing json cannot write
	}
	w.WriteString(checkpointMagic)
	w.Write(line)
	w.WriteByte('\n')
	var b []byte
	for _, s := range cp.snaps {
		for from := 0; from < s.Len(); from += 1 << 16 {
			b = b[:0]
			for i := from; i < min(from+1<<16, s.Len()); i++ {
				if s.Wide != nil {
					b = binary.LittleEndian.AppendUint32(b, s.Wide[i])
				} else {
					b = binary.LittleEndian.AppendUint16(b, s.Narrow[i])
				}
			}
			w.Write(b)
		}
	}
	err = w.Flush()
	if err == nil {
		_, err = f.Write(h.Sum(nil))
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	if d, err := os.Open(filepath.Dir(path)); err == nil {
		d.Sync() // the rename itself, where the file system syncs directories
		d.Close()
	}
	return nil
}

// errNoCheckpoint: the file does not exist, and the run starts afresh.
var errNoCheckpoint = errors.New("no checkpoint")

// checkpointError is a checkpoint that cannot resume this run: damaged,
// of another format or build, or of another command. Its message names
// the flag and the file.
type checkpointError struct {
	path, problem string
}

func (e *checkpointError) Error() string {
	return fmt.Sprintf("stones: -checkpoint %s: %s", e.path, e.problem)
}

// damaged is the error of a file that is not a whole checkpoint.
func damaged(path, why string) error {
	return &checkpointError{path, "not a checkpoint of stones, or damaged (" + why + "); remove it, or give another file, to start afresh"}
}

// loadCheckpoint reads the checkpoint at path for the command identity
// command: errNoCheckpoint when there is no file, a *checkpointError when
// it cannot resume the command. With command "" (-merge, which reads the
// rows done), any command and any build of the same format are read.
func loadCheckpoint(path, command string) (checkpoint, error) {
	var cp checkpoint
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return cp, errNoCheckpoint
	}
	if err != nil {
		return cp, &checkpointError{path, err.Error()}
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return cp, &checkpointError{path, err.Error()}
	}
	size := info.Size()
	h := sha256.New()
	r := bufio.NewReaderSize(io.TeeReader(io.LimitReader(f, max(size-sha256.Size, 0)), h), 1<<20)
	magic := make([]byte, len(checkpointMagic))
	if _, err := io.ReadFull(r, magic); err != nil || string(magic) != checkpointMagic {
		return cp, damaged(path, "its first line is not "+strings.TrimSpace(checkpointMagic))
	}
	line, err := readLine(r, 64<<20)
	if err != nil {
		return cp, damaged(path, "its second line "+err.Error())
	}
	if err := json.Unmarshal(line, &cp.meta); err != nil {
		return cp, damaged(path, "its second line is not its JSON object: "+err.Error())
	}
	m := cp.meta
	switch {
	case m.Format != checkpointFormat:
		return cp, &checkpointError{path, fmt.Sprintf("a checkpoint of format %d, and this stones reads format %d: resume it with the stones that wrote it (%s), or give another file to start afresh", m.Format, checkpointFormat, m.Stones)}
	case command == "":
	case m.Stones != buildVersion():
		return cp, &checkpointError{path, fmt.Sprintf("written by another build of stones (%s; this is %s): resume it with that build, or give another file to start afresh", m.Stones, buildVersion())}
	case m.Command != command:
		return cp, &checkpointError{path, fmt.Sprintf("the checkpoint of another command (%q; this one is %q): give the command that wrote it, or another file to start afresh", m.Command, command)}
	}
	switch {
	case (m.Stream == nil) == (m.Sweep == nil):
		return cp, damaged(path, "neither a stream nor a sweep")
	}
	engines := []engineMeta{}
	if m.Stream != nil {
		engines = append(engines, *m.Stream)
	} else {
		engines = m.Sweep.Begun
	}
	want := int64(len(checkpointMagic) + len(line) + 1 + sha256.Size)
	for _, e := range engines {
		if e.Rows < 0 || e.Rows > 1<<40 || e.Kind != "" && (e.Kind != nimKind || e.Wide || m.Sweep != nil) {
			return cp, damaged(path, fmt.Sprintf("an engine of %d rows, of kind %q", e.Rows, e.Kind))
		}
		width := int64(2)
		if e.Wide {
			width = 4
		}
		want += int64(e.Rows) * width
	}
	if want != size {
		return cp, damaged(path, fmt.Sprintf("%d bytes where its object says %d", size, want))
	}
	for _, e := range engines {
		s := octal.Snapshot{Spent: e.Spent, Sparse: e.Sparse, Mask: e.Mask, Dom: e.Dom, Checks: e.Checks, Eager: e.Eager, Need: e.Need, SinceSample: e.SinceSample}
		if e.Wide {
			s.Wide = make([]uint32, e.Rows)
		} else {
			s.Narrow = make([]uint16, e.Rows)
		}
		if err := readValues(r, s); err != nil {
			return cp, damaged(path, err.Error())
		}
		cp.snaps = append(cp.snaps, s)
	}
	sum := make([]byte, sha256.Size)
	if _, err := io.ReadFull(f, sum); err != nil || !bytes.Equal(sum, h.Sum(nil)) {
		return cp, damaged(path, "its SHA-256 does not match its contents")
	}
	return cp, nil
}

// readValues reads the values of s, little-endian, a chunk at a time.
func readValues(r io.Reader, s octal.Snapshot) error {
	b := make([]byte, 1<<18)
	width := 2
	if s.Wide != nil {
		width = 4
	}
	for from := 0; from < s.Len(); {
		n := min(len(b)/width, s.Len()-from)
		if _, err := io.ReadFull(r, b[:n*width]); err != nil {
			return err
		}
		for i := range n {
			if s.Wide != nil {
				s.Wide[from+i] = binary.LittleEndian.Uint32(b[i*4:])
			} else {
				s.Narrow[from+i] = binary.LittleEndian.Uint16(b[i*2:])
			}
		}
		from += n
	}
	return nil
}

// readLine reads a line of at most most bytes, without its newline.
func readLine(r *bufio.Reader, most int) ([]byte, error) {
	var line []byte
	for {
		chunk, err := r.ReadSlice('\n')
		line = append(line, chunk...)
		if len(line) > most {
			return nil, fmt.Errorf("is longer than %d bytes", most)
		}
		switch {
		case err == nil:
			return line[:len(line)-1], nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		default:
			return nil, errors.New("ends before its newline")
		}
	}
}

// checkpointer saves the checkpoints of one run: at most every interval,
// and when asked.
type checkpointer struct {
	path    string
	command string
	every   time.Duration
	last    time.Time
	stderr  io.Writer
}

// openCheckpoint reads the checkpoint of a run given -checkpoint path, for
// the command identity command (see loadCheckpoint: errNoCheckpoint when
// there is none), and returns the checkpointer that saves the run's (see
// newCheckpointer).
func openCheckpoint(path, command string, every time.Duration, stderr io.Writer) (*checkpointer, checkpoint, error) {
	cp, err := loadCheckpoint(path, command)
	if err != nil && !errors.Is(err, errNoCheckpoint) {
		return nil, cp, err
	}
	ck, cerr := newCheckpointer(path, command, every, stderr)
	if cerr != nil {
		return nil, cp, cerr
	}
	return ck, cp, err
}

// newCheckpointer returns the checkpointer of the file path for the
// command identity command, after checking that a checkpoint can be
// written beside it (path.tmp is created and removed): a run that could
// never save is refused before it starts, not after hours of work.
func newCheckpointer(path, command string, every time.Duration, stderr io.Writer) (*checkpointer, error) {
	f, err := os.OpenFile(path+".tmp", os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		return nil, &checkpointError{path, "cannot be written: " + err.Error()}
	}
	f.Close()
	os.Remove(path + ".tmp")
	return &checkpointer{path: path, command: command, every: every, last: time.Now(), stderr: stderr}, nil
}

// due reports whether the interval has passed since the last save.
func (c *checkpointer) due() bool { return time.Since(c.last) >= c.every }

// save writes cp, reporting a failure on stderr: a run goes on when its
// checkpoint cannot be written, and says so.
func (c *checkpointer) save(cp checkpoint) error {
	cp.meta.Command = c.command
	err := saveCheckpoint(c.path, cp)
	c.last = time.Now()
	if err != nil {
		fmt.Fprintf(c.stderr, "stones: -checkpoint %s: could not save: %v\n", c.path, err)
		return err
	}
	return nil
}

// refused reports, on stderr, a -checkpoint given to a run that does not
// save one: it applies to -sweep and to the streamed runs (research.Resumes).
func refused(o options, stderr io.Writer) bool {
	if o.checkpoint == "" {
		return false
	}
	fmt.Fprintf(stderr, "stones: -checkpoint applies to -sweep and to a streamed run (-summary, -csv, -bfile, -growth or -digits, without n or heaps) of a game that resumes (docs/CONFIG.md lists them under Checkpoints and resume); this run is none; %s\n", usage)
	return true
}

// streamIdentity is what decides the output of a streamed run (see
// checkpointMeta.Command): the format, -work and the query in normal
// form.
func streamIdentity(o options, growth, digits bool, c solver.Config) string {
	var mode []string
	for _, f := range []struct {
		on   bool
		name string
	}{{growth, "-growth"}, {digits, "-digits"}, {o.summary, "-summary"}, {o.asCSV, "-csv"}, {o.asBFile, "-bfile"}, {o.asJSON, "-json"}, {o.asTikZ, "-tikz"}} {
		if f.on {
			mode = append(mode, f.name)
		}
	}
	return fmt.Sprintf("stones %s -work %d %s", strings.Join(mode, " "), o.work, c.Query())
}
