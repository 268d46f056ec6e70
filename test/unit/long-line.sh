#!/bin/bash
# test/unit/long-line.sh -- compiling programs written on one long line
# (issue 18, item 6).
#
# Positions: compile errors far into a long line must still name the right
# line and put the caret under the right column of the quoted source line,
# of which only the 80 bytes either side of the error are quoted.
# The programs (lines of about 250 KB) are written here at run time rather
# than kept in tst/, and dtrace(1) is run from their directory with a
# relative -s name and -x errsrc (by default the source line is printed
# only when stderr is a terminal) so that its whole stderr is known: the
# reference's message, then the source line, then the caret line (blanks, with the
# line's tabs kept, and '^').  The expected column is where the script
# itself put the offending token (awk's index() of a marker), never what
# the compiler answered.  Each program is also compiled under -C, where the
# text goes through cpp first and the quoted line is the line as written.
#
# Deep chains: 320,000 terms on one line.  A constant chain folds as it is
# parsed and compiles; a chain of variables nests deeper than the compiler
# allows and 320,000 nested parentheses overflow the parser's stack: both
# are compile errors with their message (the first line of stderr), never
# a crash.
#
# prove(1) passes run-tests' arguments to every producer: they are ignored.
# DTRACE: the dtrace(1) under test (make check sets it).
set -u
DTRACE=${DTRACE:-$(cd "$(dirname "$0")/../.." && pwd)/cmd/dtrace/dtrace}
N=${LEX_POS_TERMS:-50000}	# terms of the long lines: about 5 bytes each
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1

if [ ! -x "$DTRACE" ]; then
	echo "Bail out! $DTRACE is not built"
	exit 1
fi

t=0
fails=0

# chain N: " && 1" N times
chain() {
	awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf " && 1" }'
}

# expect FILE LINE MARKER MSG: the stderr dtrace(1) must print for a
# compile error at the first MARKER of line LINE of FILE with message MSG:
# the message, then the 80 bytes of the line either side of the marker
# ("..." where the line was cut), then the caret line under the marker
expect() {
	printf 'dtrace: failed to compile script %s: line %d: %s\n' \
	    "$1" "$2" "$4"
	awk -v m="$3" 'NR == '"$2"' {
		c = index($0, m)
		if (c == 0) { print "marker not found"; exit }
		at = c - 1; len = length($0)
		from = at > 80 ? at - 80 : 0
		to = len - at > 80 ? at + 80 : len
		print (from > 0 ? "..." : "") substr($0, from + 1, to - from) \
		    (to < len ? "..." : "")
		s = substr($0, from + 1, at - from)
		gsub(/[^\t]/, " ", s)
		print (from > 0 ? "   " : "") s "^"
	}' "$1"
}

# check DESC FILE LINE MARKER MSG: without and, unless CPP=no, with -C
check() {
	local desc=$1 f=$2 opt opts=(""  -C)
	shift 2
	[ "${CPP:-}" = no ] && opts=("")
	expect "$f" "$@" >want
	for opt in "${opts[@]}"; do
		t=$((t + 1))
		# shellcheck disable=SC2086
		timeout 60 "$DTRACE" -x errsrc $opt -s "$f" >out 2>got </dev/null
		rc=$?
		if [ "$rc" = 1 ] && [ ! -s out ] && cmp -s want got; then
			echo "ok $t - $desc${opt:+ ($opt)}"
		else
			echo "not ok $t - $desc${opt:+ ($opt)}: exit $rc"
			diff want got | cut -c1-200 | head -n 10 | sed 's/^/# /'
			fails=$((fails + 1))
		fi
	done
}

echo "1..12"

# the lexer's own error, on the last token of the line (a tab early on)
printf 'BEGIN {\tx = 1%s && 1.5; }\n' "$(chain "$N")" >float.d
check "lexer error at the end of a long line" float.d 1 1.5 \
    "floating-point constants are not permitted"

# an error the cooking pass reports at an operator's position
printf 'BEGIN { x = 1%s; y = x->z; }\n' "$(chain "$N")" >ptr.d
check "operator error far into a long line" ptr.d 1 "->" \
    "operator -> must be applied to a pointer"

# columns restart after a long line
printf '/* long line next */\nBEGIN { x = 1%s;\n  y = x * "s"; }\n' \
    "$(chain "$N")" >next.d
check "error on the line after a long line" next.d 3 '* "' \
    "operator * requires operands of arithmetic type"

# a comment over two lines, the second long, then the error on it; not
# under -C: cpp turns the comment into one blank, and columns are those of
# its output while the quoted line is the line as written
printf '/* a comment\n%s */ BEGIN { x = 1 %% "s"; }\n' \
    "$(awk -v n="$N" 'BEGIN { for (i = 0; i < n; i++) printf "xxxx " }')" \
    >comment.d
CPP=no check "error after a long comment on the same line" comment.d \
    2 '% "' "operator % requires operands of integral type"

# an error on a short line between two long ones
printf 'BEGIN { x = 1%s;\n y = x - "a";\n z = 1%s; }\n' \
    "$(chain "$N")" "$(chain "$N")" >between.d
check "error between two long lines" between.d 2 '- "' \
    'operands have incompatible types: "int" - "string"'

# first_line DESC FILE WANT-RC WANT: dtrace -e -s FILE exits WANT-RC and
# the first line of its stderr is WANT
first_line() {
	t=$((t + 1))
	timeout 60 "$DTRACE" -e -s "$2" >out 2>got </dev/null
	rc=$?
	first=$(head -n 1 got)
	if [ "$rc" = "$3" ] && [ "$first" = "$4" ]; then
		echo "ok $t - $1"
	else
		echo "not ok $t - $1: exit $rc"
		echo "# want: $4"
		echo "# got:  ${first:0:200}"
		fails=$((fails + 1))
	fi
}

D=320000
printf 'BEGIN { x = 1%s; exit(0); }\n' "$(chain "$D")" >const.d
first_line "$D constant terms on one line compile" const.d 0 ""

printf 'BEGIN { y = 1; x = y%s; exit(0); }\n' \
    "$(awk -v n="$D" 'BEGIN { for (i = 0; i < n; i++) printf " && y" }')" \
    >vars.d
first_line "$D variable terms: too deep, an error" vars.d 1 \
    "dtrace: failed to compile script vars.d: line 1: expression nested too deeply (more than 1024 levels)"

awk -v n="$D" 'BEGIN {
	printf "BEGIN { x = "
	for (i = 0; i < n; i++) printf "("
	printf "1"
	for (i = 0; i < n; i++) printf ")"
	printf "; exit(0); }\n" }' >parens.d
first_line "$D nested parentheses: the parser's stack, an error" parens.d 1 \
    'dtrace: failed to compile script parens.d: line 1: program nested too deeply for the parser near "("'

exit $((fails > 0))
