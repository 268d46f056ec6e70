#!/bin/bash
# test/unit/cpp-tmpdir.sh -- dtrace -C's preprocessor input: a temporary
# file in $TMPDIR (a packager's build root, a user's private directory),
# never a fixed /tmp path, already unlinked, given to cpp on its standard
# input, so cpp's messages name it "<stdin>" as the reference's do; and
# the reference's words when cpp fails or is missing.  Run by `make check`
# under prove (DTRACE set by test/Makefile.am); prove's arguments are
# ignored.
dtrace=${DTRACE:-$(dirname "$0")/../../cmd/dtrace/dtrace}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cpp-tmpdir.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/t"
echo "1..6"

. "$(dirname "$0")/tap.sh"	# ok STATUS NAME [DIAG-FILE]

# a stand-in cpp: says where its standard input is and with which
# arguments it ran, then passes the program through
cat > "$tmp/cpp" <<EOS
#!/bin/sh
readlink /proc/self/fd/0 > "$tmp/stdin"
echo "\$@" > "$tmp/args"
exec cat
EOS
chmod +x "$tmp/cpp"
printf '#pragma D option quiet\nBEGIN { trace(7); exit(0); }\n' > "$tmp/ok.d"

out=$(TMPDIR=$tmp/t "$dtrace" -x cpppath="$tmp/cpp" -Cs "$tmp/ok.d" 2>"$tmp/err") && [ "$out" = 7 ]
ok $? "dtrace -C runs with a cpp that reads its standard input" "$tmp/err"
case $(cat "$tmp/stdin" 2>/dev/null) in
"$tmp/t/"*" (deleted)") r=0 ;;
*) r=1; echo "stdin was: $(cat "$tmp/stdin" 2>/dev/null)" > "$tmp/diag" ;;
esac
ok $r "cpp's input is an unlinked file in \$TMPDIR" "$tmp/diag"
grep -q -- "$tmp" "$tmp/args"
ok $((!$?)) "cpp gets no file name argument" "$tmp/args"

printf '#error boom\nBEGIN { exit(0); }\n' > "$tmp/bad.d"
"$dtrace" -Cs "$tmp/bad.d" >/dev/null 2>"$tmp/err"
st=$?
grep -q '^<stdin>:1:2: error: #error boom$' "$tmp/err"
ok $? "cpp's messages name the input <stdin>" "$tmp/err"
tail -n 1 "$tmp/err" | grep -qx "dtrace: failed to compile script $tmp/bad.d: Preprocessor failed to process input program" && [ $st -eq 1 ]
ok $? "a failed preprocessor: the reference's message, exit 1" "$tmp/err"
"$dtrace" -x cpppath="$tmp/no-such-cpp" -Cs "$tmp/ok.d" >/dev/null 2>"$tmp/err"
st=$?
grep -qx "dtrace: failed to compile script $tmp/ok.d: Preprocessor not found" "$tmp/err" && [ $st -eq 1 ]
ok $? "a missing preprocessor: the reference's message, exit 1" "$tmp/err"
