package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"gopkg.in/yaml.v3"
)

const (
	slurmScript = "../../deploy/slurm/octal-table.sbatch"
	k8sManifest = "../../deploy/kubernetes/octal-table.yaml"
)

// slurmTask returns the command of task i of n of the Slurm job array, run
// here by bash with the variables Slurm sets, on a small sweep in dir.
func slurmTask(bin, dir string, i, n int, sweep map[string]string) *exec.Cmd {
	cmd := exec.Command("bash", slurmScript)
	cmd.Env = append(os.Environ(), "STONES="+bin, "OCTAL_TABLE_DIR="+dir, "OCTAL_TABLE_CHECKPOINT_EVERY=100ms",
		"SLURM_ARRAY_TASK_ID="+itoa(i), "SLURM_ARRAY_TASK_COUNT="+itoa(n), "SLURM_ARRAY_TASK_MIN=0", "SLURM_ARRAY_TASK_MAX="+itoa(n-1))
	for k, v := range sweep {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	return cmd
}

// The Slurm script's body, run for every index of its array with the
// variables Slurm sets, writes shards whose merge is the sweep on one
// machine; a task killed partway and requeued (run again) resumes from its
// checkpoint, and the merge refuses the shards until it is complete.
func TestSlurmJobArray(t *testing.T) {
	bin := buildStones(t)
	dir := t.TempDir()
	const codes, length, work = ".77,.6,.137,.14", "262144", "1125899906842624"
	sweep := map[string]string{"OCTAL_TABLE_CODES": codes, "OCTAL_TABLE_LEN": length, "OCTAL_TABLE_WORK": work}
	code, whole, errOut := runBinary(t, bin, "-sweep", codes, "-len", length, "-work", work)
	if code != 0 {
		t.Fatalf("the sweep on one machine: exit %d, %s", code, errOut)
	}
	const n = 2
	// Task 1 (.137, .14) is killed once it has saved a checkpoint.
	task := slurmTask(bin, dir, 1, n, sweep)
	var killedErr bytes.Buffer
	task.Stderr = &killedErr
	if err := task.Start(); err != nil {
		t.Fatal(err)
	}
	ckpt := filepath.Join(dir, "shard-1.ckpt")
	for deadline := time.Now().Add(2 * time.Minute); ; time.Sleep(20 * time.Millisecond) {
		if _, err := os.Stat(ckpt); err == nil {
			break
		}
		if time.Now().After(deadline) {
			task.Process.Kill()
			task.Wait()
			t.Fatalf("task 1: no checkpoint after two minutes: %s", killedErr.String())
		}
	}
	task.Process.Signal(syscall.SIGKILL) // exec: the task's process is stones
	task.Wait()
	if cp, err := loadCheckpoint(ckpt, ""); err != nil || cp.meta.Complete {
		t.Fatalf("task 1 killed: its checkpoint %v, complete %v: want one partway", err, err == nil && cp.meta.Complete)
	}
	for i := range n {
		var errOut bytes.Buffer
		task := slurmTask(bin, dir, i, n, sweep)
		task.Stderr = &errOut
		if i == 1 {
			// Before the requeue, the merge refuses the shards.
			code, out, errOut := runBinary(t, bin, "-merge", filepath.Join(dir, "shard-0.ckpt"), ckpt)
			if code != statusBadInput || out != "" || !strings.Contains(errOut, "shard 1/2 is not complete") {
				t.Errorf("-merge with shard 1 killed: exit %d, stderr %q; want 2, naming shard 1/2", code, errOut)
			}
		}
		if err := task.Run(); err != nil {
			t.Fatalf("task %d: %v\n%s", i, err, errOut.String())
		}
		if i == 1 && !strings.Contains(errOut.String(), "resuming from the checkpoint "+ckpt) {
			t.Errorf("task 1 requeued does not resume: %q", errOut.String())
		}
	}
	var shards []string
	var joined strings.Builder
	for i := range n {
		shards = append(shards, filepath.Join(dir, "shard-"+itoa(i)+".ckpt"))
		csv, err := os.ReadFile(filepath.Join(dir, "shard-"+itoa(i)+".csv"))
		if err != nil {
			t.Fatal(err)
		}
		joined.Write(csv)
	}
	if joined.String() != whole {
		t.Errorf("the shards' CSVs concatenated:\n%s\nwant the sweep's\n%s", joined.String(), whole)
	}
	if code, out, errOut := runBinary(t, bin, append([]string{"-merge", "-csv"}, shards...)...); code != 0 || out != whole {
		t.Errorf("-merge -csv of the tasks' checkpoints: exit %d, stderr %q:\n%s\nwant the sweep's\n%s", code, errOut, out, whole)
	}
	// Task 1 submitted again alone (sbatch --array=1) with the number of
	// shards: it is shard 1/2 still, and its checkpoint is complete.
	again := slurmTask(bin, dir, 1, 1, map[string]string{"OCTAL_TABLE_CODES": codes, "OCTAL_TABLE_LEN": length, "OCTAL_TABLE_WORK": work, "OCTAL_TABLE_SHARDS": "2"})
	again.Env = append(again.Env, "SLURM_ARRAY_TASK_MIN=1", "SLURM_ARRAY_TASK_MAX=1")
	if out, err := again.CombinedOutput(); err != nil || !strings.Contains(string(out), "2 of 2 codes done") {
		t.Errorf("task 1 submitted again alone: %v, %q", err, out)
	}
	if csv, _ := os.ReadFile(filepath.Join(dir, "shard-1.csv")); !strings.HasSuffix(whole, string(csv)) || len(csv) == 0 {
		t.Errorf("task 1 submitted again alone wrote %q", csv)
	}
	gap := slurmTask(bin, dir, 1, 1, sweep)
	gap.Env = append(gap.Env, "SLURM_ARRAY_TASK_MIN=1", "SLURM_ARRAY_TASK_MAX=1")
	if out, err := gap.CombinedOutput(); err == nil || !strings.Contains(string(out), "OCTAL_TABLE_SHARDS") {
		t.Errorf("an array not from 0 without OCTAL_TABLE_SHARDS: %v, %q; want a failure naming it", err, out)
	}
	// Outside a job array, the script says how to submit it.
	cmd := exec.Command("bash", slurmScript)
	cmd.Env = append(os.Environ(), "STONES="+bin, "OCTAL_TABLE_DIR="+dir)
	if out, err := cmd.CombinedOutput(); err == nil || !strings.Contains(string(out), "sbatch --array") {
		t.Errorf("the script outside Slurm: %v, %q; want a failure naming sbatch --array", err, out)
	}
}

// The default codes of the Slurm script and of the Kubernetes manifest
// are one list, and each job has a task or a pod a code.
func defaultCodes(t *testing.T) (slurm []string, array string) {
	t.Helper()
	script, err := os.ReadFile(slurmScript)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`codes=\$\{OCTAL_TABLE_CODES:-([^}]*)\}`).FindSubmatch(script)
	a := regexp.MustCompile(`(?m)^#SBATCH --array=(\S+)$`).FindSubmatch(script)
	if m == nil || a == nil {
		t.Fatalf("%s: no default codes or no #SBATCH --array", slurmScript)
	}
	return strings.Split(string(m[1]), ","), string(a[1])
}

// The Kubernetes manifest is an Indexed Job: completions the shards, each
// pod's shard from JOB_COMPLETION_INDEX, a checkpoint and a CSV on a
// volume that every pod mounts, restarts that resume rather than count
// SIGTERM's status 4 as a failure; and its codes are the Slurm script's.
func TestKubernetesIndexedJob(t *testing.T) {
	text, err := os.ReadFile(k8sManifest)
	if err != nil {
		t.Fatal(err)
	}
	type container struct {
		Name    string
		Command []string
		Args    []string
		Env     []struct{ Name, Value string }
		Volume  []struct {
			Name      string
			MountPath string `yaml:"mountPath"`
		} `yaml:"volumeMounts"`
	}
	type manifest struct {
		APIVersion string `yaml:"apiVersion"`
		Kind       string
		Metadata   struct{ Name string }
		Spec       struct {
			CompletionMode   string `yaml:"completionMode"`
			Completions      *int
			Parallelism      *int
			PodFailurePolicy *struct {
				Rules []struct {
					Action      string
					OnExitCodes *struct {
						ContainerName string `yaml:"containerName"`
						Operator      string
						Values        []int
					} `yaml:"onExitCodes"`
				}
			} `yaml:"podFailurePolicy"`
			Template struct {
				Spec struct {
					RestartPolicy string `yaml:"restartPolicy"`
					Grace         int    `yaml:"terminationGracePeriodSeconds"`
					Containers    []container
					Volumes       []struct {
						Name string
						PVC  *struct {
							ClaimName string `yaml:"claimName"`
						} `yaml:"persistentVolumeClaim"`
					}
				}
			}
		}
	}
	var job *manifest
	claims := map[string]bool{}
	dec := yaml.NewDecoder(bytes.NewReader(text))
	for {
		var m manifest
		if err := dec.Decode(&m); err != nil {
			if errors.Is(err, io.EOF) {
				break
			}
			t.Fatalf("%s: %v", k8sManifest, err)
		}
		switch m.Kind {
		case "Job":
			job = &m
		case "PersistentVolumeClaim":
			claims[m.Metadata.Name] = true
		}
	}
	if job == nil {
		t.Fatalf("%s: no Job", k8sManifest)
	}
	s := job.Spec
	codes, array := defaultCodes(t)
	switch {
	case job.APIVersion != "batch/v1":
		t.Errorf("apiVersion %q, want batch/v1", job.APIVersion)
	case s.CompletionMode != "Indexed":
		t.Errorf("completionMode %q, want Indexed", s.CompletionMode)
	case s.Completions == nil || *s.Completions != len(codes):
		t.Errorf("completions %v, want a pod a code: %d", s.Completions, len(codes))
	case array != "0-"+itoa(len(codes)-1):
		t.Errorf("the Slurm script's --array=%s, want a task a code: 0-%d", array, len(codes)-1)
	case s.Parallelism == nil || *s.Parallelism < 1:
		t.Errorf("parallelism %v", s.Parallelism)
	case s.Template.Spec.RestartPolicy != "Never":
		t.Errorf("restartPolicy %q: a podFailurePolicy needs Never", s.Template.Spec.RestartPolicy)
	case s.Template.Spec.Grace < 30:
		t.Errorf("terminationGracePeriodSeconds %d: too short to save a checkpoint on a shared volume", s.Template.Spec.Grace)
	case len(s.Template.Spec.Containers) != 1:
		t.Fatalf("%d containers, want one", len(s.Template.Spec.Containers))
	}
	c := s.Template.Spec.Containers[0]
	ignored := false
	if p := s.PodFailurePolicy; p != nil {
		for _, r := range p.Rules {
			if r.Action == "Ignore" && r.OnExitCodes != nil && r.OnExitCodes.ContainerName == c.Name && r.OnExitCodes.Operator == "In" && len(r.OnExitCodes.Values) == 1 && r.OnExitCodes.Values[0] == statusTerminated {
				ignored = true
			}
		}
	}
	if !ignored {
		t.Errorf("no podFailurePolicy rule ignores the status %d of a pod stopped by SIGTERM", statusTerminated)
	}
	env := map[string]string{}
	for _, e := range c.Env {
		env[e.Name] = e.Value
	}
	if env["SHARDS"] != itoa(len(codes)) || env["CODES"] != strings.Join(codes, ",") {
		t.Errorf("the container's SHARDS %q and CODES %q, want %d and the Slurm script's codes %s", env["SHARDS"], env["CODES"], len(codes), strings.Join(codes, ","))
	}
	command := strings.Join(append(c.Command, c.Args...), " ")
	mount := ""
	for _, m := range c.Volume {
		for _, v := range s.Template.Spec.Volumes {
			if v.Name == m.Name && v.PVC != nil && claims[v.PVC.ClaimName] {
				mount = m.MountPath
			}
		}
	}
	for _, want := range []string{"exec stones -sweep \"$CODES\"", "-shard \"$JOB_COMPLETION_INDEX/$SHARDS\"", "-checkpoint \"" + mount + "/shard-$JOB_COMPLETION_INDEX.ckpt\"", "> \"" + mount + "/shard-$JOB_COMPLETION_INDEX.csv\""} {
		if mount == "" || !strings.Contains(command, want) {
			t.Errorf("the container's command %q has not %q (the volume of a claim of the manifest mounted at %q)", command, want, mount)
		}
	}
}
