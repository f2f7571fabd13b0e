package analysis

// The messages between the page and the solver's worker, one Go type each.
// They travel as JavaScript objects, whose keys the table gives; wire is
// that object field by field, and encode and decode (wire.go) are the one
// place where a message becomes its object and back (message_js.go posts
// and reads the objects).
//
// The page posts the worker one message a run, and the worker answers with
// messages of that run:
//
//	page → worker   Analyze    {run, query, fallback, holds}
//	                           analyse the configuration query (a URL query, as
//	                           solver.ParseConfig reads it); a newer run supersedes
//	                           the one before; holds is the figure the page has
//	                           (solver.Config.Figure), or ""
//	                Stop       {run}
//	                           stop: the page drops the running run
//	worker → page   Progress   {run, progress: {stage, done, total}}
//	                           while it works: none in the first 20 ms, then at
//	                           most every 100 ms
//	                Done       {run, result: {head, letters, nim}, asides: [{key, text, problem}]}
//	                           the result, as solver.Packed (nim a Uint32Array,
//	                           transferred), with the errors of the questions it
//	                           left out; {run, result: {head, same: true}, asides}
//	                           when the page holds its figure (Done.Same): the head
//	                           alone; with match: json, solver.Match as JSON, when
//	                           the query names a game in play (the page keys from
//	                           and line); with compare: json, Done.Compare as JSON,
//	                           in the compare view (view=compare)
//	                Failure    {run, error: [{key, text, problem}]}
//	                           no result: the problems, by key (key "" for a
//	                           failure of no key)
//	                Failed     {failed: message}
//	                           the solver could not start (web/solver-worker.js)
//
// Besides its runs, the page may ask the worker about the figure it shows.
// A question is light and answered at once from the worker's last result;
// it never stops or supersedes the running run:
//
//	page → worker   Question     {ask, query, explain: n}
//	                             explain heap n of the figure of query (see Explain)
//	worker → page   Explanation  {ask, explanation: json}
//	                             the answer, solver.Explained as JSON
//	                Failure      {ask, error: [{key, text, problem}]}
//	                             no answer: the problems, by key; "the figure is
//	                             still being computed" when the last result is of
//	                             another figure
//
// The atlas (view=atlas) gives each worker of a pool a share of its games,
// as a job that supersedes none and is stopped by ending the worker:
//
//	page → worker   Share     {atlas, queries: [query], search}
//	                          the periods of these games, searching at most search
//	                          heap sizes (Atlas)
//	worker → page   Progress  {atlas, progress: {stage, done, total}}
//	                Periods   {atlas, periods: json}
//	                          one research.Periodicity a query, as JSON
//	                Failure   {atlas, error: [{key, text, problem}]}
//
// The growth and digits views (view=growth, view=digits) are research jobs
// of a worker of their own, which the page starts when such a view opens,
// keeps while it stays open, and ends to cancel one. A job supersedes the
// one before it:
//
//	page → worker   Research  {research, query}
//	                          what the view of query counts, over its heaps
//	                          0 … upto−1 (Researcher.Research)
//	worker → page   Progress  {research, progress: {stage, done, total}}
//	                          as a run's
//	                Growth    {research, growth: json}
//	                          research.Growth as JSON (view=growth)
//	                Digits    {research, digits: json}
//	                          research.Digits as JSON (view=digits)
//	                Failure   {research, error: [{key, text, problem}]}
//
// A worker the page starts itself (after a Cancel, for the atlas or the
// research views) is first given the page's compiled program, so that it
// neither downloads nor compiles it again:
//
//	page → worker   Program   {module}
//	                          the page's WebAssembly.Module (window.stonesModule),
//	                          undefined when the page has none: the worker then
//	                          fetches the program itself
//
// An embed's first worker compiles the program and waits (web/start.js:
// most embeds answer their figure in the page); the page's first message
// to it is then
//
//	page → worker   Go        {go: true}
//	                          run the program compiled: the messages after it
//	                          are the program's (web/solver-worker.js)
//
// The rest of the first worker's own start, between the page's start
// (web/start.js) and the worker's script, is theirs alone and never
// reaches the Go program: {compile: version} and {module, fetched}.

import (
	"strconv"

	"stones/solver"
	"stones/solver/game"
	"stones/solver/research"
)

// Message is a message between the page and the solver's worker: one of
// the types of the table above. encode and decode turn it into its
// JavaScript object's fields (wire) and back.
type Message interface{ message() }

// Analyze asks for run Run, the analysis of the configuration Query (see
// Run for Fallback); Holds is the figure the page has, whose letters and
// values the result then leaves out (Done.Same), or "".
type Analyze struct {
	Run      int
	Query    string
	Fallback bool
	Holds    string
}

// Stop drops run Run: its worker stops it and posts nothing more of it.
type Stop struct{ Run int }

// Question asks question Ask: why heap Heap of the figure of Query has its
// value (Explain).
type Question struct {
	Ask   int
	Query string
	Heap  int
}

// Share asks for the periods of a share of the atlas's games, as job Job
// (never 0), searching at most Search heap sizes each (Atlas).
type Share struct {
	Job     int
	Queries []string
	Search  int
}

// Research asks for job Job (never 0) of the growth or digits views: what
// the view of Query counts (Researcher.Research).
type Research struct {
	Job   int
	Query string
}

// Program gives a worker the page's compiled program.
type Program struct{}

// Go runs the program of a worker that compiled it and waits.
type Go struct{}

// Kind is what the number of a Progress or a Failure counts.
type Kind int

// The kinds of work that the page numbers, by the key of their number.
const (
	RunJob      Kind = iota + 1 // a run of analysis: "run"
	AskJob                      // a question about the figure: "ask"
	AtlasJob                    // a share of the atlas: "atlas"
	ResearchJob                 // a job of the growth or digits views: "research"
)

// String returns the key of the kind's number in a message: "run", "ask",
// "atlas" or "research".
func (k Kind) String() string {
	switch k {
	case RunJob:
		return "run"
	case AskJob:
		return "ask"
	case AtlasJob:
		return "atlas"
	case ResearchJob:
		return "research"
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Progress is how far run, share or research job N of its kind has come.
type Progress struct {
	Kind Kind
	N    int
	game.Progress
}

// Failure ends run, question or job N of its kind without an answer: Err
// is its problems, by key.
type Failure struct {
	Kind Kind
	N    int
	Err  error
}

// Done ends run Run with its Result.
type Done struct {
	Run    int
	Result *solver.Result
	Asides []error       // the errors of the questions the result leaves out
	Match  *solver.Match // the game in play, when the query names one (Play)
	// Compare is the variants side by side, when the page asks (see Compare).
	Compare []research.Compared
	// Same says that Result's figure is the one the page holds (see
	// Trim): its letters and values stay out of the message, and the page
	// keeps its own.
	Same bool
}

// Explanation answers question Ask.
type Explanation struct {
	Ask   int
	Words *solver.Explained
}

// Periods ends share Job of the atlas: one period a game of the share, in
// its order.
type Periods struct {
	Job   int
	Games []research.Periodicity
}

// Growth ends research job Job with the growth view's figures.
type Growth struct {
	Job  int
	View *research.Growth
}

// Digits ends research job Job with the digits view's figures.
type Digits struct {
	Job  int
	View *research.Digits
}

// Failed says that the solver's worker could not start: Problem is the
// browser's words.
type Failed struct{ Problem string }

func (Analyze) message()     {}
func (Stop) message()        {}
func (Question) message()    {}
func (Share) message()       {}
func (Research) message()    {}
func (Program) message()     {}
func (Go) message()          {}
func (Progress) message()    {}
func (Failure) message()     {}
func (Done) message()        {}
func (Explanation) message() {}
func (Periods) message()     {}
func (Growth) message()      {}
func (Digits) message()      {}
func (Failed) message()      {}

// Ended returns what ends N of kind: m, or its Failure when err is not nil.
func Ended(kind Kind, n int, m Message, err error) Message {
	if err != nil {
		return Failure{Kind: kind, N: n, Err: err}
	}
	return m
}

// Number returns the kind and the number of the run, question or job that
// m belongs to: Failed, Program and Go belong to none (0, 0).
func Number(m Message) (Kind, int) {
	switch m := m.(type) {
	case Analyze:
		return RunJob, m.Run
	case Stop:
		return RunJob, m.Run
	case Done:
		return RunJob, m.Run
	case Question:
		return AskJob, m.Ask
	case Explanation:
		return AskJob, m.Ask
	case Share:
		return AtlasJob, m.Job
	case Periods:
		return AtlasJob, m.Job
	case Research:
		return ResearchJob, m.Job
	case Growth:
		return ResearchJob, m.Job
	case Digits:
		return ResearchJob, m.Job
	case Progress:
		return m.Kind, m.N
	case Failure:
		return m.Kind, m.N
	}
	return 0, 0
}
