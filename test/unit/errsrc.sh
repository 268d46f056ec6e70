#!/bin/bash
# test/unit/errsrc.sh -- issue 14: the source line and caret dtrace(1)
# prints after a compile error are for people.  With standard error not a
# terminal, stderr is exactly the reference's one line; with -x errsrc, or
# on a terminal (script(1) gives one), the line and the caret follow it.
# Run by `make check` under prove (DTRACE set).
set -u
dtrace=${DTRACE:-$(dirname "$0")/../../cmd/dtrace/dtrace}
. "$(dirname "$0")/tap.sh"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/errsrc.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
prog='BEGIN { x = 1 +; }'
msg='dtrace: invalid probe specifier BEGIN { x = 1 +; }: syntax error near ";"'
echo "1..4"

"$dtrace" -n "$prog" >"$tmp/out" 2>"$tmp/err"
rc=$?
printf '%s\n' "$msg" >"$tmp/want"
[ "$rc" = 1 ] && cmp -s "$tmp/want" "$tmp/err"
ok $? "stderr a file: only the reference's message (exit $rc)" "$tmp/err"

printf '%s\n%s\n%s\n' "$msg" "$prog" '               ^' >"$tmp/want"
"$dtrace" -x errsrc -n "$prog" >"$tmp/out" 2>"$tmp/err"
rc=$?
[ "$rc" = 1 ] && cmp -s "$tmp/want" "$tmp/err"
ok $? "-x errsrc: the message, the source line, the caret (exit $rc)" \
    "$tmp/err"

"$dtrace" -x errsrc=1 -n "$prog" >"$tmp/out" 2>"$tmp/err"
rc=$?
[ "$rc" = 2 ] && grep -q 'errsrc takes no value' "$tmp/err"
ok $? "-x errsrc=1: a usage error (exit $rc)" "$tmp/err"

if command -v script >/dev/null 2>&1 &&
    script -qec true /dev/null >/dev/null 2>&1; then
	# script(1) runs the command on a pseudo-terminal; its output
	# (stdout and stderr both, with CR LF) is the terminal's
	script -qec "'$dtrace' -n '$prog'" /dev/null </dev/null \
	    >"$tmp/tty" 2>&1
	tr -d '\r' <"$tmp/tty" >"$tmp/err"
	cmp -s "$tmp/want" "$tmp/err"
	ok $? "stderr a terminal: the source line and caret" "$tmp/err"
else
	echo "ok 4 # SKIP script(1) is not available"
fi
