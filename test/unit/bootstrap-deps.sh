#!/bin/sh
# test/unit/bootstrap-deps.sh -- every package that bootstrap.sh and
# .ci/run install is a real Debian package with an installation candidate.
# A virtual package (say libstdc++-dev, provided by libstdc++-12-dev)
# installs on a machine that already has a provider, so a developer's
# machine hides it, but apt-get refuses it on a fresh one ("has no
# installation candidate") and CI stops before building anything.
# Skipped where there is no apt-cache (not a Debian machine).
here=$(cd "$(dirname "$0")" && pwd)
top=$here/../..
. "$here/tap.sh"	# ok STATUS NAME [DIAG-FILE]

if ! command -v apt-cache >/dev/null 2>&1; then
	echo "1..0 # SKIP no apt-cache (not a Debian machine)"
	exit 0
fi
# the package names: bootstrap.sh's DEPS list, and the words after
# "apt-get install -y --no-install-recommends" in .ci/run
pkgs=$(sed -n '/^DEPS="/,/"$/p' "$top/bootstrap.sh" |
    sed 's/^DEPS="//; s/"$//; s/\\$//')
pkgs="$pkgs $(sed -n 's/^apt-get install -y --no-install-recommends //p' \
    "$top/.ci/run")"
for p in $pkgs; do
	cand=$(apt-cache policy "$p" 2>/dev/null | sed -n 's/^ *Candidate: //p')
	[ -n "$cand" ] && [ "$cand" != "(none)" ]
	ok $? "$p has an installation candidate${cand:+ ($cand)}"
done
echo "1..$n"
