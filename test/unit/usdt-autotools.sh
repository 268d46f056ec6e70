#!/bin/bash
# test/unit/usdt-autotools.sh -- our dtrace as a drop-in for
# systemtap-sdt-dev's /usr/bin/dtrace in a package's build (issue 13,
# item 5): a tiny autotools project, written here at run time, is
# configured the way packages that carry USDT probes configure theirs
# (PostgreSQL's --enable-dtrace, AC_PATH_PROG([DTRACE]), DTRACEFLAGS,
# `$(DTRACE) -C -h` and `$(DTRACE) -C -G -s probes.d -o probes.o OBJS`,
# and Python's configure check "whether DTrace probes require linking":
# `$DTRACE -G -s conftest.d -o conftest.o` on a script of `BEGIN{}`), then
# built out of tree twice: with DTRACE=systemtap's dtrace and with
# DTRACE=ours ($DTRACE, set by make check).  Each program must carry the
# stapsdt notes of its probes, and our dtrace must see and fire them,
# is-enabled probe included, with the exact output.  Skipped when
# autoreconf, autoconf or automake, or <sys/sdt.h>, is missing; the half
# with systemtap's dtrace is skipped when that is not installed.
# TAP; prove passes arguments meant for run-tests: ignored.
here=$(cd "$(dirname "$0")" && pwd)
ours=${DTRACE:-$here/../../cmd/dtrace/dtrace}
stap=${STAP_DTRACE:-/usr/bin/dtrace}
cc=${CC:-cc}

# shellcheck source=SCRIPTDIR/tap.sh
. "$here/tap.sh"	# ok STATUS NAME [DIAG-FILE]

for t in autoreconf autoconf automake make readelf; do
	if ! command -v "$t" >/dev/null; then
		echo "1..0 # SKIP $t is not installed (Debian: autoconf," \
		    "automake, make, binutils)"
		exit 0
	fi
done
if ! echo '#include <sys/sdt.h>' | $cc -E -x c - >/dev/null 2>&1; then
	echo "1..0 # SKIP <sys/sdt.h> is not installed (Debian:" \
	    "systemtap-sdt-dev); the headers of dtrace -h include it"
	exit 0
fi
if [ ! -x "$ours" ]; then
	echo "Bail out! $ours is not built"
	exit 1
fi
case $ours in /*) ;; *) ours=$PWD/$ours ;; esac
tmp=$(mktemp -d "${TMPDIR:-/tmp}/usdt-autotools.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/src" || exit 1

# --- the project -------------------------------------------------------
cat > "$tmp/src/configure.ac" <<'EOF'
AC_INIT([usdtauto], [1.0])
AC_CONFIG_SRCDIR([app.c])
AC_CONFIG_HEADERS([config.h])
AM_INIT_AUTOMAKE([foreign -Wall -Werror])
AC_PROG_CC

AC_ARG_VAR([DTRACE], [DTrace utility])
AC_ARG_VAR([DTRACEFLAGS], [additional flags for dtrace])
AC_ARG_ENABLE([dtrace],
    [AS_HELP_STRING([--enable-dtrace], [build with DTrace support])],
    [], [enable_dtrace=no])
DTRACE_OBJS=
if test "$enable_dtrace" = yes; then
	AC_PATH_PROG([DTRACE], [dtrace])
	if test -z "$DTRACE"; then
		AC_MSG_ERROR([dtrace not found])
	fi
	AC_DEFINE([ENABLE_DTRACE], [1], [Define to 1 to enable DTrace probes.])
	AC_CACHE_CHECK([whether DTrace probes require linking],
	    [ac_cv_dtrace_link], [
		ac_cv_dtrace_link=no
		echo 'BEGIN{}' > conftest.d
		"$DTRACE" $DTRACEFLAGS -G -s conftest.d -o conftest.o \
		    >/dev/null 2>&1 && ac_cv_dtrace_link=yes
		rm -f conftest.d conftest.o])
	if test "$ac_cv_dtrace_link" = yes; then
		DTRACE_OBJS=probes.o
	fi
fi
AC_SUBST([DTRACE_OBJS])
AM_CONDITIONAL([ENABLE_DTRACE], [test "$enable_dtrace" = yes])
AC_CONFIG_FILES([Makefile])
AC_OUTPUT
EOF

cat > "$tmp/src/Makefile.am" <<'EOF'
bin_PROGRAMS = app
app_SOURCES = app.c
EXTRA_DIST = probes.d
if ENABLE_DTRACE
BUILT_SOURCES = probes.h
nodist_app_SOURCES = probes.h
app_LDADD = $(DTRACE_OBJS)
EXTRA_app_DEPENDENCIES = $(DTRACE_OBJS)
CLEANFILES = probes.h probes.o
probes.h: $(srcdir)/probes.d
	$(DTRACE) $(DTRACEFLAGS) -C -h -s $(srcdir)/probes.d -o $@
probes.o: $(srcdir)/probes.d $(app_OBJECTS)
	$(DTRACE) $(DTRACEFLAGS) -C -G -s $(srcdir)/probes.d -o $@ \
	    $(app_OBJECTS)
endif
EOF

cat > "$tmp/src/probes.d" <<'EOF'
/* the probes of app; -C: the types below are cpp macros */
#define	appid_t	unsigned int

provider usdtauto {
	probe query__start(const char *);
	probe tick(appid_t, int);
	probe done(int);
};
EOF

cat > "$tmp/src/app.c" <<'EOF'
#include "config.h"
#include <stdio.h>
#ifdef ENABLE_DTRACE
#include "probes.h"
#else
#define	USDTAUTO_QUERY_START(a)
#define	USDTAUTO_QUERY_START_ENABLED()	(0)
#define	USDTAUTO_TICK(a, b)
#define	USDTAUTO_DONE(a)
#endif

static volatile int sink;

int
main(void)
{
	char q[32];
	int i;

	for (i = 1; i <= 3; i++) {
		USDTAUTO_TICK(40 + i, -i);
		sink += i;
	}
	if (USDTAUTO_QUERY_START_ENABLED()) {
		(void) snprintf(q, sizeof (q), "select %d", sink);
		USDTAUTO_QUERY_START(q);
	}
	USDTAUTO_DONE(sink);
	return (0);
}
EOF

(cd "$tmp/src" && autoreconf -fi) >"$tmp/autoreconf.log" 2>&1
ok $? "autoreconf -fi of a project with AC_ARG_ENABLE([dtrace])" \
    "$tmp/autoreconf.log"
if [ ! -x "$tmp/src/configure" ]; then
	echo "1..$n"
	exit 1
fi

want_notes='usdtauto:done
usdtauto:query__start
usdtauto:tick'
want_out='tick 41 -1
tick 42 -2
tick 43 -3
query-start select 6
done 6'
# shellcheck disable=SC2016  # D, not the shell's: $target is dtrace's
script='usdtauto$target:::tick {
	printf("%s %d %d\n", probename, args[0], args[1]); }
usdtauto$target:::query-start {
	printf("%s %s\n", probename, copyinstr(arg0)); }
usdtauto$target:::done { printf("%s %d\n", probename, arg0); }'

# notes PROG: "provider:probe" of its stapsdt notes, sorted, unique
notes() {
	readelf -n "$1" 2>/dev/null | awk '
		$1 == "Provider:" { p = $2 }
		$1 == "Name:" && p != "" { print p ":" $2; p = "" }' | sort -u
}

# half NAME DTRACE-PATH: configure --enable-dtrace, make, check, trace
half() {
	local b=$tmp/build-$1 what=$2 got
	mkdir "$b" || return
	(cd "$b" && "$tmp/src/configure" --enable-dtrace DTRACE="$3" \
	    CC="$cc") >"$b.configure.log" 2>&1
	ok $? "$what: configure --enable-dtrace DTRACE=$3" "$b.configure.log"
	grep -q '^DTRACE_OBJS = probes.o$' "$b/Makefile" 2>/dev/null
	ok $? "$what: configure finds that the probes require linking" \
	    "$b.configure.log"
	make -C "$b" >"$b.make.log" 2>&1
	ok $? "$what: make (dtrace -C -h, dtrace -C -G, link)" "$b.make.log"
	notes "$b/app" > "$b.notes"
	[ "$(cat "$b.notes")" = "$want_notes" ]
	ok $? "$what: the program carries the .note.stapsdt notes" "$b.notes"
	got=$("$ours" -q -n "$script" -c "$b/app" 2>&1)
	printf '%s\n' "$got" > "$b.trace"
	[ "$got" = "$want_out" ]
	ok $? "$what: our dtrace fires its probes, is-enabled included" \
	    "$b.trace"
}

if head -c 4096 "$stap" 2>/dev/null | grep -q 'Systemtap'; then
	half stap "systemtap's dtrace" "$stap"
else
	for t in configure "probes require linking" make notes trace; do
		n=$((n + 1))
		echo "ok $n # SKIP systemtap-sdt-dev's dtrace ($stap) is not" \
		    "installed: $t"
	done
fi
half ours "our dtrace" "$ours"
if [ -f "$tmp/build-stap/app" ] && [ -f "$tmp/build-ours/app" ]; then
	for b in stap ours; do
		readelf -n "$tmp/build-$b/app" |
		    grep -E '^ *(Provider|Name|Arguments):' > "$tmp/$b.args"
	done
	cmp -s "$tmp/stap.args" "$tmp/ours.args"
	ok $? "both builds carry the same probes and argument formats" \
	    "$tmp/ours.args"
	[ "$(nm "$tmp/build-stap/app" | grep -c '_semaphore$')" = \
	    "$(nm "$tmp/build-ours/app" | grep -c '_semaphore$')" ]
	ok $? "both builds define the same number of semaphores"
else
	for t in "same argument formats" "same semaphores"; do
		n=$((n + 1))
		echo "ok $n # SKIP not both programs were built: $t"
	done
fi
echo "1..$n"
