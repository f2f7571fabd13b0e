// Command stones answers questions about take-away games from the command
// line: the same configurations, and the same answers, as the Stones page.
//
// Usage:
//
//	stones [-json | -csv | -bfile | -tikz | -summary] [-progress] [limits] [QUERY ...]
//	stones -growth | -digits [-csv] [-progress] [limits] [QUERY ...]
//	stones -sweep CODES [-len N] [-work W] [-jobs J] [-shard i/n] [-time D] [-progress]
//	stones -merge [-csv] CHECKPOINT ...
//	stones -games
//	stones -quotient [limits] QUERY
//
// QUERY is a configuration in the permalink form of the page, for example
//
//	stones 'moves=1,5,8,10&len=40&n=68'
//	stones -json 'moves=6,13,14,16&n=1000000000000000000000'
//	stones game=grundy len=64 n=50
//
// Several QUERY arguments are joined with '&', so `stones moves=1-3 n=21`
// works too. The keys, their defaults, the games that take them and the
// JSON object are specified in docs/CONFIG.md, the contract that the page
// and this command share; `stones -games` lists every family of games with
// its rules, keys and presets, from the families' own descriptions.
//
// By default stones prints a readable report: the outcomes with their
// legend, the nim-values, their periods and what proves them, the answer at
// n with every winning move, and for heaps= the nim-sum in binary (normal
// play) or an exhaustive search (misère play); for partizan games who wins
// when Left or Right starts; for history games the safe heaps and the state
// table. With -json it prints the contract's one JSON object; with -csv
// the figures as comma-separated values, one row a heap size (heap,
// outcome, and the game's other columns: nim, leftFirst and rightFirst,
// safe, the state table's rows); with -bfile the nim-values as an OEIS
// b-file; with -tikz the strip as a TikZ picture for LaTeX (P/N cells with
// their nim-values, the period marked, a caption; the first 2,000 heaps at
// most), which pdflatex compiles with \usepackage{tikz}. These are the
// page's exports, byte for byte. With -summary it
// prints the JSON object without its per-heap arrays and with stats: the
// largest nim-value and its first heap, the frequency of each value, the
// count of P-positions, for octal games and Grundy's game the rare mask,
// the number of rare heaps and the last one, and the same for every power
// of two up to len. With -progress it reports progress on standard error,
// with the rate and the time left at that rate.
//
// # Misère quotients
//
// -quotient prints the misère quotient (Plambeck and Siegel) of a misère
// heap game, as Stones builds and proves it: its order and P-portion, how
// far it holds (periodic for every heap, or the heaps computed), each
// heap's element, and the product table. For example
//
//	stones -quotient game=octal code=0.77 play=misere
//
// prints Kayles' quotient: 40 elements, 9 of them P, periodic from row 71
// with period 12. A game that is not a misère heap game is refused with the
// key play; a quotient beyond the limits (-work, -states) names the limit.
//
// # Research runs
//
// -summary, -csv, -bfile, -growth and -digits stream: the heaps are computed
// in blocks and written (or counted) as they go, len (or upto) may reach
// 2^40, and memory is the engine's own. That holds for the games computed
// heap by heap: an octal game on rows and Grundy's game (without n or
// heaps), and the named sets without a closed form (squares, primes,
// fibonacci), whose outcomes come from a sieve that holds only the cold
// heaps and whose nim-values are computed for the first -nimsearch heaps
// (16777216 by default): -summary and -growth then count the largest
// nim-value and the frequencies over those heaps and say how many
// (nimLen), and -csv and -bfile, which write every nim-value, refuse a len
// beyond -nimsearch, naming it. Every other game whose proven periods
// repeat within -maxlen heaps (finite move sets in normal and misère play,
// the no-repeat, parity and partizan games) computes its first heaps and
// writes the others from its periods, as far as len says. For example
//
//	stones -summary -progress game=grundy len=268435456
//	stones -csv -time 2h game=octal code=0.6 len=16777216 > 0.6.csv
//	stones -summary 'moves=squares&len=1073741824'
//	stones -growth 'moves=squares&upto=1073741824'
//	stones -bfile 'moves=squares&len=16777216' > squares.txt
//
// The first squares command counts the cold heaps below 2^30 (1,816,355)
// in about a minute of one core, and the nim-values of the first 2^24
// heaps in a few more; -json, the text report and questions (n, heaps)
// still list at most -maxlen heaps.
//
// -sweep tabulates octal codes (octal:3 is every code of up to three digits;
// or a comma list of codes) as CSV, a row a code (its period or "none up to
// H", the heaps computed, largest, largestAt, rareMask, rareCount,
// lastRare), jobs codes at a time (default: every core). -shard i/n
// computes the i-th of n contiguous runs of the codes, so that the shards'
// outputs concatenated in order are the whole sweep's: a Slurm job array or
// a Kubernetes indexed Job can spread a sweep over machines.
//
//	stones -sweep octal:3 -len 1048576 > octal3.csv
//	stones -sweep octal:3 -len 16777216 -shard $SLURM_ARRAY_TASK_ID/16 > part.csv
//
// # Checkpoints
//
// -checkpoint FILE saves the state of a sweep, or of a streamed run (of an
// octal game, Grundy's game, squares, primes or fibonacci), to FILE every
// -checkpoint-every (5m by
// default) and when the run ends or is stopped (a limit, Ctrl-C, SIGTERM):
// written to FILE.tmp and renamed, so that a kill leaves a whole
// checkpoint. The same command run again with the same FILE resumes from
// it, and writes its whole output again: the output of the last run is
// byte for byte that of a run never stopped (write it with >, not >>). A
// checkpoint of another command, of another build or damaged is refused,
// naming -checkpoint. SIGTERM, which Slurm and Kubernetes send before they
// kill a job, saves and exits with status 4. With -progress a resumed run
// says where it resumes.
//
//	stones -sweep .06,.76 -len 16777216 -checkpoint table.ckpt > table.csv
//
// -merge reads the checkpoints of a sweep's shards, checks that every
// shard 0 … n−1 of one sweep is there, once, and complete, and writes the
// table of docs/octal-table.md (with -csv, the sweep's CSV, as one machine
// writes it). deploy/slurm/octal-table.sbatch and
// deploy/kubernetes/octal-table.yaml run the shards on a cluster.
//
//	stones -merge octal-table/shard-*.ckpt > table.md
//
// # Growth and digits
//
// -growth and -digits compute the page's growth and digits views, from the
// same page keys: over heaps 0 … upto−1 (the key upto; by default len),
// -growth the count of cold positions among the first n heaps at every
// perfect cube n and the largest nim-value where it grows, each with the
// power law Siegel's repeated median fits to it; -digits the distribution
// of the digits low-order base-b digits (the keys base and digits; by
// default 5 and 3) of the cold positions. Each prints one JSON object, or
// with -csv the CSV the page's view downloads. A bad upto, base or digits
// is refused, naming its key; upto reaches as far as in a research run
// (above): the games computed heap by heap stream, and a limit or Ctrl-C
// then prints what was counted, with "stopped"; the others go beyond
// -maxlen by their periods.
//
//	stones -growth 'moves=squares&upto=1000000'
//	stones -digits -csv 'moves=squares&base=13&digits=2&upto=1000000'
//
// # Limits
//
// Every limit is a flag, with its default:
//
//	-time D        stop after the duration D (0: none; default 10m for a
//	               full analysis and -quotient; none for a streamed run,
//	               -growth, -digits and a sweep)
//	-memory SIZE   a streamed run stops when its live data exceed SIZE, and
//	               every run has the Go runtime collect harder near it
//	               (4GiB; 0: none)
//	-work N        elementary steps: 2^34 for a full analysis and for each
//	               code of -sweep, 2^25 for -quotient (an analysis gives
//	               the misère quotient 2^25 at most); none for a streamed
//	               run unless given
//	-maxlen N      heap sizes a full analysis lists (10000000); beyond it
//	               a research run streams, or folds by the periods proven
//	               within it
//	-search N      heap sizes an outcome period search computes (67108864)
//	-nimsearch N   heap sizes a nim-value period search computes, and the
//	               heaps whose nim-values a streamed run of squares,
//	               primes or fibonacci computes (16777216)
//	-states N      positions an exhaustive search visits (4000000)
//	-len N         with -sweep: heap sizes computed for each code (1048576)
//	-jobs N        with -sweep: codes computed at once (every core)
//	-checkpoint-every D  with -checkpoint: how often the state is saved (5m)
//
// A streamed run stopped by -time, -memory or -work, or a sweep stopped by
// -time, prints what it computed (the summary so far, with "stopped" naming
// the limit; every CSV row written), names the limit on standard error and
// exits with status 3; Ctrl-C does the same with status 1, SIGTERM with
// status 4 ("stopped":"terminated"). In a sweep,
// -work bounds each code, whose row then says how far it got. A full
// analysis of Cram's boards or of a graph's sizes that -time, Ctrl-C or a
// limit stops writes the nim-values of the sizes valued before the stop
// on standard error, after the reason.
//
// # Exit status
//
// 0 for an answer; 2 for bad input, with one line on standard error naming
// the key and the problem (or the flag); 3 when a limit ended the
// computation; 4 when SIGTERM ended it (with -checkpoint, the checkpoint
// is saved); 1 when it was interrupted (Ctrl-C) or the output failed.
package main
