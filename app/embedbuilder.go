package main

import (
	"html"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
)

// The embed builder: "Embed…" opens a dialog where a teacher chooses the
// parts the frame shows, its height and theme, sees the embed live, and
// copies its code (docs/CONFIG.md, "Embedding").

// embedOptions are the builder's choices.
type embedOptions struct {
	Parts  []string // the parts shown, in the order of solver.EmbedParts; the figure alone is embed=1
	Height int      // the frame's height in CSS pixels; 0: automatic, sized by the frame's own messages
	Theme  string   // "light" or "dark"; "": the reader's system's
	Title  string   // the frame's title, what a screen reader announces
}

// Embed heights: the frame's first height when it sizes itself, and the
// range of a fixed one.
const (
	autoHeight  = 480
	leastHeight = 120
	mostHeight  = 4000
)

// embedSrc is the frame's address: the configuration with embed=1 (query)
// and the theme key.
func embedSrc(origin, query string, o embedOptions) string {
	src := origin + "/?" + query
	if o.Theme != "" {
		src += "&theme=" + o.Theme
	}
	return src
}

// embedCode is the code to paste: the frame, with its title and
// loading="lazy" (an embed below the fold starts nothing until the reader
// nears it); at an automatic height also the script that sizes it in any
// host page on its messages, from this origin only (Canvas sizes it
// without the script).
func embedCode(origin, query string, o embedOptions) string {
	h := o.Height
	if h == 0 {
		h = autoHeight
	}
	code := `<iframe src="` + strings.ReplaceAll(embedSrc(origin, query, o), "&", "&amp;") + `" title="` +
		html.EscapeString(o.Title) + `" width="100%" height="` + strconv.Itoa(h) + `" loading="lazy" style="border:0"></iframe>`
	if o.Height == 0 {
		code += `
<script>
addEventListener("message", (e) => {
  if (e.origin !== "` + origin + `" || e.data?.subject !== "lti.frameResize") return;
  for (const f of document.querySelectorAll("iframe")) {
    if (f.contentWindow === e.source) f.style.height = e.data.height + "px";
  }
});
</script>`
	}
	return code
}

// embedBuilder is the dialog. It is drawn only while open, and its preview
// runs the embed as a reader's page would.
type embedBuilder struct {
	app.Compo

	Share *share // the share buttons that opened it: the page's query, the title, the clipboard

	opts    embedOptions
	height  string // the fixed height as typed
	fixed   bool
	msg     string // the height's problem, "" when none
	fits    int    // the preview's height as its last resize message gave it
	onSized app.Func
}

// OnMount opens the dialog as a modal one: the page behind it is inert,
// Esc closes it, and focus returns to the button that opened it.
func (b *embedBuilder) OnMount(ctx app.Context) {
	if b.height == "" {
		b.height = strconv.Itoa(autoHeight)
		b.opts.Title = b.Share.Title
		b.opts.Parts = []string{solver.FigurePart}
	}
	ctx.Defer(func(app.Context) {
		if d := app.Window().GetElementByID("embed-dialog"); d.Truthy() && !d.Get("open").Bool() {
			d.Call("showModal")
		}
	})
	// At an automatic height the preview is sized as a host page sizes the
	// frame: by its resize messages.
	b.onSized = app.FuncOf(func(_ app.Value, args []app.Value) any {
		e := args[0]
		frame := app.Window().GetElementByID("embed-preview")
		if !frame.Truthy() || !e.Get("source").Equal(frame.Get("contentWindow")) || e.Get("data").Get("subject").String() != "lti.frameResize" {
			return nil
		}
		h := e.Get("data").Get("height").Int()
		ctx.Dispatch(func(app.Context) { b.fits = h })
		return nil
	})
	app.Window().Call("addEventListener", "message", b.onSized)
}

// OnDismount stops listening to the preview.
func (b *embedBuilder) OnDismount() {
	app.Window().Call("removeEventListener", "message", b.onSized)
	b.onSized.Release()
}

// Render draws the choices, the preview and the code.
func (b *embedBuilder) Render() app.UI {
	origin := app.Window().Get("location").Get("origin").String()
	query := b.Share.Page.embedQuery(b.opts.Parts)
	// The dialog, the frame and the code's field are drawn as plain
	// elements (app.Elem): go-app's own types of them would each add their
	// every method to the page's program.
	return app.Elem("dialog").ID("embed-dialog").Class("embed-dialog").Aria("labelledby", "embed-dialog-title").
		On("close", b.onClose).Body(
		app.H2().ID("embed-dialog-title").Text("Embed this game"),
		b.partChoices(),
		app.Div().Class("embed-choices").Body(
			segmented("embed-height", "Height", false, []option{{"auto", "Automatic"}, {"fixed", "Fixed"}},
				either(b.fixed, "fixed", "auto"),
				either(b.fixed, "The frame keeps this height; a longer figure scrolls inside it.",
					"The frame fits its figure: Canvas sizes it by itself, other pages by the script in the code."),
				"", func(v string) { b.fixed = v == "fixed"; b.apply() }),
			app.If(b.fixed, field("embed-pixels", "Pixels", "", app.Input().ID("embed-pixels").Type("number").
				Attr("inputmode", "numeric").Attr("min", leastHeight).Attr("max", mostHeight).Value(b.height).
				Aria("describedby", "embed-pixels-error").Aria("invalid", b.msg != "").
				OnInput(func(ctx app.Context, e app.Event) { b.height = ctx.JSSrc().Get("value").String(); b.apply() }), b.msg)),
			segmented("embed-theme", "Theme", false, []option{{"", "System"}, {"light", "Light"}, {"dark", "Dark"}},
				b.opts.Theme, "", "", func(v string) { b.opts.Theme = v }),
			field("embed-title", "Title for screen readers", "", app.Input().ID("embed-title").Type("text").Value(b.opts.Title).
				OnInput(func(ctx app.Context, e app.Event) { b.opts.Title = ctx.JSSrc().Get("value").String() }), ""),
		),
		app.Div().Class("embed-preview-box").Body(
			app.P().Class("embed-preview-label").Text("Preview"),
			app.Elem("iframe").ID("embed-preview").Class("embed-preview").Attr("src", embedSrc(origin, query, b.opts)).
				Title("Preview: "+b.opts.Title).Attr("height", b.previewHeight()),
		),
		field("embed-code", "Code", "", app.Elem("textarea").ID("embed-code").Attr("readonly", true).Attr("rows", rowsOf(b.opts.Height == 0)).
			Attr("spellcheck", false).Text(embedCode(origin, query, b.opts)), ""),
		app.Div().Class("embed-actions").Body(
			app.Button().ID("embed-copy").Class("button").Type("button").OnClick(func(ctx app.Context, e app.Event) {
				b.Share.copy(ctx, "embed", embedCode(origin, query, b.opts))
			}).Text("Copy code"),
			app.Span().ID("embed-copied").Class("copied").Attr("role", "status").Aria("live", "polite").
				Text(either(b.Share.copied == "embed", "Copied the code", "")),
			app.Button().ID("embed-close").Class("button", "quiet").Type("button").OnClick(func(ctx app.Context, e app.Event) {
				app.Window().GetElementByID("embed-dialog").Call("close")
			}).Text("Close"),
		),
	)
}

// partNames are the embed builder's names of the parts, in the order of
// solver.EmbedParts.
var partNames = [...]string{"Figure", "Who wins at n", "Play", "Quiz, outcomes hidden", "State table", "Compare variants", "Growth", "Digits", "Atlas"}

// partName is the builder's name of part p.
func partName(p string) string { return partNames[slices.Index(solver.EmbedParts, p)] }

// partChoices offers the parts the game has, each a switch. Like the page,
// an embed shows one view below the figure: turning one on turns another
// off. At least one part stays on.
func (b *embedBuilder) partChoices() app.UI {
	offered := b.Share.Page.embedParts()
	switches := make([]app.UI, len(offered))
	for i, p := range offered {
		on := slices.Contains(b.opts.Parts, p)
		switches[i] = toggle("embed-part-"+p, partName(p), on, func(on bool) { b.choose(p, on) })
	}
	return app.FieldSet().ID("embed-parts-field").Class("embed-parts").Aria("describedby", "embed-parts-hint").Body(
		app.Legend().Text("Show"),
		app.Div().Class("embed-part-list").Body(switches...),
		app.P().ID("embed-parts-hint").Class("hint").Text(partsHint(b.opts.Parts)),
	)
}

// choose turns part p on or off.
func (b *embedBuilder) choose(p string, on bool) {
	parts := slices.DeleteFunc(slices.Clone(b.opts.Parts), func(q string) bool {
		return q == p || on && solver.IsView(p) && solver.IsView(q)
	})
	if on {
		parts = append(parts, p)
	}
	if len(parts) == 0 {
		parts = []string{solver.FigurePart} // an embed shows something
	}
	b.opts.Parts = solver.InPartOrder(parts)
}

// partsHint says what the frame will show.
func partsHint(parts []string) string {
	names := make([]string, len(parts))
	for i, p := range parts {
		names[i] = strings.ToLower(partName(p))
	}
	hint := "The frame shows " + strings.Join(names, ", ") + ", in this order."
	if slices.Contains(parts, solver.QuizPart) && slices.Contains(parts, solver.FigurePart) {
		hint += " The figure shows the answers the quiz hides."
	}
	return hint
}

// previewHeight is the preview's height: the fixed height, or the last
// that the frame asked for.
func (b *embedBuilder) previewHeight() int {
	switch {
	case b.opts.Height > 0:
		return b.opts.Height
	case b.fits > 0:
		return b.fits
	}
	return autoHeight
}

// apply reads the fixed height as typed: a whole number of pixels in range,
// or a message beside the field that names the problem.
// The code keeps the last good height meanwhile.
func (b *embedBuilder) apply() {
	b.msg = ""
	if !b.fixed {
		b.opts.Height = 0
		return
	}
	n, err := strconv.Atoi(strings.TrimSpace(b.height))
	switch {
	case err != nil:
		b.msg = "Give the height as a whole number of pixels, such as 480."
	case n < leastHeight || n > mostHeight:
		b.msg = "Give a height from " + strconv.Itoa(leastHeight) + " to " + strconv.Itoa(mostHeight) + " pixels."
	default:
		b.opts.Height = n
	}
	if b.opts.Height == 0 {
		b.opts.Height = autoHeight
	}
}

// onClose ends the dialog: Esc, the Close button.
func (b *embedBuilder) onClose(ctx app.Context, e app.Event) {
	b.Share.building = false
	b.Share.Update()
	ctx.Defer(func(app.Context) {
		if btn := app.Window().GetElementByID("copy-embed"); btn.Truthy() {
			btn.Call("focus")
		}
	})
}

// rowsOf is the code field's height in lines: the frame and its script, or
// the frame alone.
func rowsOf(script bool) int {
	if script {
		return 9
	}
	return 3
}
