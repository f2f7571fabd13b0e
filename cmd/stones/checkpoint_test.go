package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// buildStones builds the command into a temporary directory and returns
// its path.
func buildStones(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "stones")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// runBinary runs bin with args and returns its status and outputs.
func runBinary(t *testing.T, bin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	cmd := exec.Command(bin, args...)
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatalf("%s %s: %v", bin, strings.Join(args, " "), err)
	}
	return cmd.ProcessState.ExitCode(), out.String(), errOut.String()
}

// startUntilCheckpoint starts bin with args, waits until the checkpoint
// file exists, and stops the process with sig; it returns the process's
// status and standard error.
func startUntilCheckpoint(t *testing.T, bin, checkpoint string, sig os.Signal, args ...string) (int, string) {
	t.Helper()
	var errOut bytes.Buffer
	cmd := exec.Command(bin, args...)
	cmd.Stderr = &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(2 * time.Minute)
	for {
		if _, err := os.Stat(checkpoint); err == nil {
			break
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("%s: no checkpoint after two minutes; stderr %q", strings.Join(args, " "), errOut.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	cmd.Process.Signal(sig)
	cmd.Wait()
	return cmd.ProcessState.ExitCode(), errOut.String()
}

// A run killed (SIGKILL) after it saved a checkpoint, then run again with
// the same command and file, prints the bytes of a run never interrupted:
// streamed -csv and -summary of Grundy's game and an octal game, and a
// sweep. A third run, from the complete checkpoint, prints them again.
// SIGTERM saves the checkpoint and exits with status 4.
func TestCheckpointSurvivesSIGKILL(t *testing.T) {
	bin := buildStones(t)
	for _, tt := range []struct {
		args    []string
		signals []os.Signal
	}{
		{[]string{"-csv", "game=grundy", "len=200000"}, []os.Signal{syscall.SIGKILL, syscall.SIGTERM}},
		{[]string{"-summary", "game=octal", "code=0.6", "len=150000"}, []os.Signal{syscall.SIGKILL}},
		{[]string{"-sweep", ".6,.77,.14", "-len", "150000", "-jobs", "2"}, []os.Signal{syscall.SIGKILL, syscall.SIGTERM}},
		{[]string{"-csv", "moves=squares&len=2000000"}, []os.Signal{syscall.SIGKILL}},
	} {
		args := tt.args
		name := strings.Join(args, " ")
		code, want, errOut := runBinary(t, bin, args...)
		if code != 0 {
			t.Fatalf("%s: exit %d, %s", name, code, errOut)
		}
		for _, sig := range tt.signals {
			checkpoint := filepath.Join(t.TempDir(), "run.ckpt")
			with := append([]string{"-checkpoint", checkpoint, "-checkpoint-every", "100ms", "-progress"}, args...)
			status, errOut := startUntilCheckpoint(t, bin, checkpoint, sig, with...)
			cp, err := loadCheckpoint(checkpoint, "")
			switch {
			case err != nil:
				t.Fatalf("%s, stopped by %v: the checkpoint: %v", name, sig, err)
			case cp.meta.Complete:
				t.Fatalf("%s: the run was complete before %v: make it longer", name, sig)
			case sig == syscall.SIGTERM && (status != statusTerminated || !strings.Contains(errOut, "SIGTERM") || !strings.Contains(errOut, "the same command resumes")):
				t.Errorf("%s, SIGTERM: exit %d, stderr %q; want %d, naming SIGTERM and the checkpoint", name, status, errOut, statusTerminated)
			case sig == syscall.SIGKILL && status != -1:
				t.Errorf("%s, SIGKILL: exit %d, want killed", name, status)
			}
			code, got, errOut := runBinary(t, bin, with...)
			if code != 0 || got != want {
				t.Errorf("%s resumed after %v: exit %d, %d bytes, want 0 and the %d bytes of a run never stopped; stderr %q", name, sig, code, len(got), len(want), errOut)
			}
			if !strings.Contains(errOut, "resuming from the checkpoint "+checkpoint) {
				t.Errorf("%s resumed after %v: -progress does not give the resume point: %q", name, sig, errOut)
			}
			if cp, err := loadCheckpoint(checkpoint, ""); err != nil || !cp.meta.Complete {
				t.Errorf("%s: the checkpoint after the run is not complete: %v", name, err)
			}
			if sig == syscall.SIGKILL {
				if code, again, _ := runBinary(t, bin, with...); code != 0 || again != want {
					t.Errorf("%s from its complete checkpoint: exit %d, %d bytes, want 0 and %d", name, code, len(again), len(want))
				}
			}
		}
	}
}

// A checkpoint that cannot resume the command is refused with status 2
// and a line that names -checkpoint and the file: another command,
// another build, another format, a damaged file, an engine that does not
// fit; so is -checkpoint where it does not apply. Never a panic.
func TestCheckpointRefusals(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.ckpt")
	args := []string{"-checkpoint", path, "-summary", "game=octal", "code=0.6", "len=70000"}
	code, want, errOut := stones(args...)
	if code != 0 {
		t.Fatalf("exit %d, %s", code, errOut)
	}
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if code, out, _ := stones(args...); code != 0 || out != want {
		t.Fatalf("from its own checkpoint: exit %d, %q, want %q", code, out, want)
	}
	resave := func(edit func(*checkpoint)) func() {
		return func() {
			os.WriteFile(path, good, 0o644)
			cp, err := loadCheckpoint(path, "")
			if err != nil {
				t.Fatal(err)
			}
			edit(&cp)
			if err := writeCheckpoint(path, cp); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, tt := range []struct {
		name, want string
		prepare    func()
		args       []string
	}{
		{"another command", "the checkpoint of another command", func() { os.WriteFile(path, good, 0o644) },
			[]string{"-checkpoint", path, "-summary", "game=octal", "code=0.6", "len=70001"}},
		{"a sweep's file", "the checkpoint of another command", func() { os.WriteFile(path, good, 0o644) },
			[]string{"-checkpoint", path, "-sweep", ".6", "-len", "1024"}},
		{"another build", "another build of stones", resave(func(cp *checkpoint) { cp.meta.Stones = "0123456789abcdef" }), args},
		{"another format", "format 9", resave(func(cp *checkpoint) { cp.meta.Format = 9 }), args},
		{"a byte changed", "damaged", func() { b := bytes.Clone(good); b[len(b)-100] ^= 1; os.WriteFile(path, b, 0o644) }, args},
		{"cut short", "damaged", func() { os.WriteFile(path, good[:len(good)/2], 0o644) }, args},
		{"empty", "damaged", func() { os.WriteFile(path, nil, 0o644) }, args},
		{"not a checkpoint", "damaged", func() { os.WriteFile(path, []byte("heap,outcome,nim\n0,P,0\n"), 0o644) }, args},
		{"an engine that does not fit", "damaged", resave(func(cp *checkpoint) { cp.meta.Stream.Checks = 300 }), args},
		{"a directory", "-checkpoint " + dir, func() {}, []string{"-checkpoint", dir, "-summary", "game=grundy", "len=10"}},
		{"a directory that is not there", "cannot be written", func() {}, []string{"-checkpoint", filepath.Join(dir, "no", "a.ckpt"), "-summary", "game=grundy", "len=10"}},
		{"a sweep's directory that is not there", "cannot be written", func() {}, []string{"-checkpoint", filepath.Join(dir, "no", "a.ckpt"), "-sweep", ".6", "-len", "1024"}},
		{"a named set's impossible nim-values", "nim-values that this run cannot have", func() {
			os.Remove(path)
			if code, _, errOut := stones("-checkpoint", path, "-csv", "moves=squares&len=70000"); code != 0 {
				t.Fatalf("exit %d, %s", code, errOut)
			}
			cp, err := loadCheckpoint(path, "")
			if err != nil {
				t.Fatal(err)
			}
			cp.snaps[0].Narrow[10] = 11
			writeCheckpoint(path, cp)
		}, []string{"-checkpoint", path, "-csv", "moves=squares&len=70000"}},
		{"an octal engine for a named set", "another kind of game", func() {
			cp, err := loadCheckpoint(path, "")
			if err != nil {
				t.Fatal(err)
			}
			cp.meta.Stream.Kind = ""
			writeCheckpoint(path, cp)
		}, []string{"-checkpoint", path, "-csv", "moves=squares&len=70000"}},
		{"a full analysis", "-checkpoint applies to", func() {}, []string{"-checkpoint", path, "-json", "moves=1,5,8,10"}},
		{"a folded run", "-checkpoint applies to", func() {}, []string{"-checkpoint", path, "-summary", "-maxlen", "1000", "moves=1,5&len=5000"}},
		{"a quotient", "-checkpoint applies to", func() {}, []string{"-checkpoint", path, "-quotient", "game=octal&code=0.77&play=misere"}},
		{"-checkpoint-every alone", "-checkpoint-every", func() {}, []string{"-checkpoint-every", "1m", "-summary", "game=grundy", "len=10"}},
		{"-merge with a query's format", "-merge takes", func() {}, []string{"-merge", "-summary", path}},
	} {
		tt.prepare()
		code, out, errOut := stones(tt.args...)
		if code != statusBadInput || out != "" || !strings.Contains(errOut, tt.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%s: exit %d, stdout %.80q, stderr %q; want exit 2 and one line with %q", tt.name, code, out, errOut, tt.want)
		}
	}
}

// -merge writes the table of a sweep from its shards' checkpoints only
// when every shard is there, once, and complete: the CSV of the sweep on
// one machine, byte for byte, or its Markdown table.
func TestMergeChecksEveryShard(t *testing.T) {
	dir := t.TempDir()
	sweep := []string{"-sweep", "octal:2", "-len", "4096", "-work", "3000000", "-jobs", "2"}
	code, whole, errOut := stones(sweep...)
	if code != 0 {
		t.Fatalf("exit %d, %s", code, errOut)
	}
	const n = 3
	var files []string
	for i := range n {
		f := filepath.Join(dir, "shard-"+itoa(i)+".ckpt")
		files = append(files, f)
		// Saved every millisecond: the saves read the engines of the codes
		// being computed (go test -race checks that they may).
		if code, _, errOut := stones(append(sweep, "-shard", itoa(i)+"/"+itoa(n), "-checkpoint", f, "-checkpoint-every", "1ms")...); code != 0 {
			t.Fatalf("shard %d: exit %d, %s", i, code, errOut)
		}
	}
	reversed := []string{files[2], files[0], files[1]}
	if code, out, errOut := stones(append([]string{"-merge", "-csv"}, reversed...)...); code != 0 || out != whole {
		t.Errorf("-merge -csv: exit %d, stderr %q, stdout\n%s\nwant the sweep's\n%s", code, errOut, out, whole)
	}
	code, table, _ := stones(append([]string{"-merge"}, files...)...)
	if code != 0 || !strings.HasPrefix(table, "| code | preperiod | period | H | largest | largest idx | rare mask | num rare | last rare |\n|---|") ||
		!strings.Contains(table, "\n| 0.07 | 53 | 34 | 512 | 9 | 86 | 6+pos | 163 | 507 |\n") || strings.Count(table, "\n") != 2+127 {
		t.Errorf("-merge: exit %d, a table unlike docs/octal-table.md's:\n%s", code, table)
	}
	other := filepath.Join(dir, "other.ckpt")
	if code, _, errOut := stones("-sweep", "octal:2", "-len", "2048", "-shard", "1/3", "-checkpoint", other); code != 0 {
		t.Fatalf("exit %d, %s", code, errOut)
	}
	stream := filepath.Join(dir, "stream.ckpt")
	if code, _, errOut := stones("-summary", "-checkpoint", stream, "game=grundy", "len=1000"); code != 0 {
		t.Fatalf("exit %d, %s", code, errOut)
	}
	incomplete := filepath.Join(dir, "incomplete.ckpt")
	cp, err := loadCheckpoint(files[1], "")
	if err != nil {
		t.Fatal(err)
	}
	cp.meta.Complete = false
	delete(cp.meta.Sweep.Rows, 0)
	if err := saveCheckpoint(incomplete, cp); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name  string
		files []string
		want  string
	}{
		{"a shard missing", files[:2], "shard 2/3 of -sweep octal:2 is missing"},
		{"a shard twice", append(files, files[1]), "shard 1/3 is given twice"},
		{"a shard of another sweep", []string{files[0], other, files[2]}, "unlike"},
		{"a shard not complete", []string{files[0], incomplete, files[2]}, "shard 1/3 is not complete: 41 of 42 codes done"},
		{"a stream's checkpoint", []string{stream}, "not of a sweep's shard"},
		{"no file", nil, "none was given"},
		{"a file that is not there", []string{filepath.Join(dir, "nothing.ckpt")}, "nothing.ckpt"},
	} {
		code, out, errOut := stones(append([]string{"-merge"}, tt.files...)...)
		if code != statusBadInput || out != "" || !strings.Contains(errOut, tt.want) {
			t.Errorf("-merge, %s: exit %d, stdout %.80q, stderr %q; want exit 2 and %q", tt.name, code, out, errOut, tt.want)
		}
	}
}
