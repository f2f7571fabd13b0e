package main

import (
	"html"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver/game"
	"stones/solver/numerals"
)

// quizCard is the quiz of an embed (embed=quiz): the heaps of the figure
// one at a time from 0, the outcome of each hidden until the student calls
// it, with the score kept. Nothing on the card shows an outcome before its
// call: a class predicts the pattern before it sees it. The card draws the
// figure's letters and computes nothing.
type quizCard struct {
	app.Compo

	Outcomes string        // the figure's letters, heap 0 first; "" while there are none
	Letters  []game.Letter // the game's legend: the calls offered, and what each means
	Game     string        // the game's title; the quiz of another game starts again
	Empty    string        // what the card says while there are no letters
	Calls    string        // the letter called at each heap from 0; a heap that is no position has None
	Host     quizHost
}

// quizHost is the page, which keeps the calls (explorer.quiz).
type quizHost interface {
	quizCall(letter byte) // the student calls the heap asked
	quizAgain()           // the quiz starts again from heap 0
}

// quizzing is the state of a quiz: the calls made so far, of one game.
type quizzing struct {
	game  string // the game the calls are of
	calls []byte // the letter called at each heap from 0; a heap that is no position has None
}

// quizShown is how many heaps the row of calls shows, ending at the heap
// asked: a long quiz scrolls on, never growing the frame.
const quizShown = 30

// quizSheet is how many heaps the printed quiz asks.
const quizSheet = 30

// Render draws the card: the row of heaps called, the heap asked and its
// calls, the verdict of the last call and the score, and the worksheet
// that print shows. What does not listen to events is written as HTML
// (quizHTML), a fraction of the program's bytes that go-app's elements
// would cost; the card's one click handler takes its buttons' clicks.
// The verdict is a live region of its own, which the reader's screen
// reader announces as it changes.
func (q *quizCard) Render() app.UI {
	pauseMounting(q)
	var verdict string
	if q.Outcomes != "" {
		verdict = q.verdict()
	}
	return app.Section().ID("quiz").Class("card", "quiz").Aria("labelledby", "quiz-title").DataSet("asked", len(q.Calls)).
		OnClick(q.onClick).Body(
		app.Raw(q.quizHTML()),
		app.Div().ID("quiz-verdict").Class("quiz-verdict").Attr("role", "status").Aria("live", "polite").Body(
			app.Raw("<p>"+verdict+"</p>"),
		),
		app.Raw(q.scoreHTML()),
	)
}

// quizHTML writes the card down to its calls: the verdict and the score
// follow.
func (q *quizCard) quizHTML() string {
	var b strings.Builder
	esc := html.EscapeString
	b.WriteString(`<div class="quiz-body"><div class="figure-head"><div><h2 id="quiz-title">Quiz: who wins?</h2><p class="figure-sub">` + esc(q.Game) + `</p></div></div>`)
	if q.Outcomes == "" {
		b.WriteString(`<p class="hint">` + esc(q.Empty) + `</p></div>`)
		return b.String()
	}
	n := len(q.Calls)
	b.WriteString(`<p class="hint">Call each heap before it is revealed: who wins when play starts there?</p>`)
	q.writeSheet(&b)
	from := max(0, n+1-quizShown)
	b.WriteString(`<ol class="quiz-cells" aria-label="The heaps called" start="` + strconv.Itoa(from) + `">`)
	for i := from; i < min(n+1, len(q.Outcomes)); i++ {
		q.writeCell(&b, i)
	}
	b.WriteString(`</ol>`)
	if n < len(q.Outcomes) {
		b.WriteString(`<div class="quiz-ask"><p id="quiz-prompt" class="quiz-prompt" tabindex="-1">Heap ` + numerals.Grouped(n) + `: who wins?</p><div class="quiz-calls" role="group" aria-labelledby="quiz-prompt">`)
		for _, l := range q.Letters {
			if letter := l.Letter.String(); l.Letter != game.None {
				b.WriteString(`<button id="quiz-call-` + strings.ToLower(letter) + `" class="button quiet quiz-call" type="button" data-call="` + letter + `"><span class="swatch ` + letter + `" aria-hidden="true">` + letter + `</span><span>` + esc(sentence(l.Meaning)) + `</span></button>`)
			}
		}
		b.WriteString(`</div></div>`)
	} else {
		made, right := q.tally()
		b.WriteString(`<p id="quiz-done" class="quiz-prompt" tabindex="-1">Every heap of the figure is called: ` + strconv.Itoa(right) + ` right of ` + strconv.Itoa(made) + `.</p>`)
	}
	b.WriteString(`</div>`)
	return b.String()
}

// scoreHTML writes the score and, once a call is made, Start again.
func (q *quizCard) scoreHTML() string {
	if q.Outcomes == "" {
		return `<div class="quiz-score"></div>`
	}
	again := ""
	if len(q.Calls) > 0 {
		again = `<button id="quiz-again" class="button small quiet" type="button" data-again="1">Start again</button>`
	}
	return `<div class="quiz-score"><span id="quiz-score">` + q.score() + `</span>` + again + `</div>`
}

// writeSheet writes the quiz on paper, which the stylesheet shows in print
// only: a box to fill in for each of the first heaps, and the letters to
// fill in.
func (q *quizCard) writeSheet(b *strings.Builder) {
	var letters []string
	for _, l := range q.Letters {
		if l.Letter != game.None {
			letters = append(letters, l.Letter.String()+": "+l.Meaning)
		}
	}
	b.WriteString(`<div class="print-only" aria-hidden="true"><p class="quiz-sheet-ask">Write in each box who wins when play starts at that heap: ` + html.EscapeString(strings.Join(letters, "; ")) + `.</p><ol class="print-only quiz-sheet">`)
	for i := range min(len(q.Outcomes), quizSheet) {
		if game.Outcome(q.Outcomes[i]) != game.None { // no position: nothing to call
			b.WriteString(`<li><span>` + strconv.Itoa(i) + `</span><span class="box"></span></li>`)
		}
	}
	b.WriteString(`</ol></div>`)
}

// writeCell writes heap i of the row: its letter once called, marked
// right or wrong, or the question mark of the heap asked.
func (q *quizCard) writeCell(b *strings.Builder, i int) {
	heap := `<span class="quiz-heap">` + strconv.Itoa(i) + `</span>`
	if i == len(q.Calls) {
		b.WriteString(`<li class="quiz-cell asked"><span class="swatch quiz-hidden" aria-hidden="true">?</span>` + heap + `<span class="visually-hidden">: asked now</span></li>`)
		return
	}
	letter := string(q.Outcomes[i])
	class, shown, mark, words := "", letter, "✓", letter+", right"
	switch {
	case game.Outcome(letter[0]) == game.None:
		letter, shown, mark, words = "none", "–", "", "no position"
	case q.Calls[i] != letter[0]:
		class, mark, words = " wrong", "✗", letter+", called "+string(q.Calls[i])
	}
	b.WriteString(`<li class="quiz-cell` + class + `"><span class="swatch ` + letter + `" aria-hidden="true">` + shown + `</span>` + heap +
		`<span class="quiz-mark" aria-hidden="true">` + mark + `</span><span class="visually-hidden">: ` + words + `</span></li>`)
}

// onClick takes a click on one of the card's buttons: a call, or Start
// again. The buttons are drawn anew: the focus goes back to the one
// clicked, or to the question after Start again.
func (q *quizCard) onClick(ctx app.Context, e app.Event) {
	button := e.Get("target").Call("closest", "button")
	if !button.Truthy() {
		ctx.PreventUpdate()
		return
	}
	id := button.Get("id").String()
	if call := button.Get("dataset").Get("call"); call.Truthy() && call.String() != "" {
		q.Host.quizCall(call.String()[0])
	} else {
		q.Host.quizAgain()
		id = "quiz-prompt"
	}
	ctx.Defer(func(app.Context) {
		if app.Window().GetElementByID(id).Truthy() {
			focusByID(id)
		} else {
			focusByID("quiz-done")
		}
	})
}

// sync starts the quiz again for another game, and passes over the heaps
// that are no position of the game (the parity game's even piles), which
// no one calls.
func (z *quizzing) sync(title, outcomes string) {
	if z.game != title || len(z.calls) > len(outcomes) {
		z.game, z.calls = title, nil
	}
	for len(z.calls) < len(outcomes) && game.Outcome(outcomes[len(z.calls)]) == game.None {
		z.calls = append(z.calls, byte(game.None))
	}
}

// call takes the call, letter, of the heap asked; outcomes are the
// figure's letters.
func (z *quizzing) call(letter byte, outcomes string) {
	if len(z.calls) < len(outcomes) {
		z.calls = append(z.calls, letter)
	}
	z.sync(z.game, outcomes)
}

// again starts the quiz again from heap 0.
func (z *quizzing) again(outcomes string) {
	z.calls = nil
	z.sync(z.game, outcomes)
}

// last returns the last heap called, or -1.
func last(calls string) int {
	for i := len(calls) - 1; i >= 0; i-- {
		if game.Outcome(calls[i]) != game.None {
			return i
		}
	}
	return -1
}

// verdict says, as HTML, whether the last call was right, and what the
// heap is.
func (q *quizCard) verdict() string {
	i, calls := last(q.Calls), q.Calls
	if i < 0 {
		return ""
	}
	letter := q.Outcomes[i]
	is := html.EscapeString("heap " + numerals.Grouped(i) + " is " + string(letter) + ": " + meaning(q.Letters, game.Outcome(letter)) + ".")
	if calls[i] == letter {
		return `<strong class="quiz-right">Right: </strong>` + is
	}
	return `<strong class="quiz-wrong">Not this time: </strong>` + is + " You called " + string(calls[i]) + "."
}

// tally counts the calls made (the heaps passed over are none) and those
// that were right, against the figure's letters.
func (q *quizCard) tally() (made, right int) {
	for i, c := range []byte(q.Calls) {
		if game.Outcome(c) != game.None {
			made++
			if c == q.Outcomes[i] {
				right++
			}
		}
	}
	return made, right
}

// score says the score so far.
func (q *quizCard) score() string {
	made, right := q.tally()
	if made == 0 {
		return "No call yet."
	}
	return "Score: " + strconv.Itoa(right) + " right of " + strconv.Itoa(made) + "."
}
