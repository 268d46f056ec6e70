#!/bin/bash
# test/cross/setup.sh -- what test/cross/cross-parity.sh needs (issue 17):
# Debian's cross compilers for arm64 and s390x, qemu-user-static to run
# what they build, and for each machine a sysroot of the libraries dtrace
# links (libelf, libdw, capstone, libctf and theirs), unpacked from
# Debian's packages of that machine into CROSS_SYSROOTS/ARCH.
#
# The libraries are unpacked (apt-get download, dpkg -x), not installed
# with multiarch: a machine's packages install beside the host's only at
# the host's exact versions, which a mirror without that machine's
# security updates cannot give.  As root (apt-get); run it once, then
# `make check` runs the cross parity.  Usage: test/cross/setup.sh [ARCH...]
# (default: arm64 s390x).  CROSS_SYSROOTS (default
# /var/cache/dtrace-cross) must match cross-parity.sh's.
set -euo pipefail
arches=("$@")
[ ${#arches[@]} -gt 0 ] || arches=(arm64 s390x)
root=${CROSS_SYSROOTS:-/var/cache/dtrace-cross}
# what dtrace and libdtrace link, with the development links and .pc files
libs="libelf1 libelf-dev libdw1 libdw-dev libcapstone4 libcapstone-dev
    libctf0 libctf-nobfd0 libbinutils zlib1g zlib1g-dev libzstd1 libzstd-dev
    liblzma5 liblzma-dev libbz2-1.0 libbz2-dev"

export DEBIAN_FRONTEND=noninteractive
pkgs=(qemu-user-static)
for a in "${arches[@]}"; do
	case $a in
	arm64) t=aarch64-linux-gnu ;;
	s390x) t=s390x-linux-gnu ;;
	*) echo "$0: no cross setup for $a" >&2; exit 2 ;;
	esac
	pkgs+=("gcc-$t" "g++-$t")
	dpkg --add-architecture "$a"
done
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${pkgs[@]}" >/dev/null

for a in "${arches[@]}"; do
	d=$root/$a
	rm -rf "$d"
	mkdir -p "$d/debs"
	# into the current directory (as root apt-get warns that its _apt
	# user cannot write there, and downloads anyway)
	if ! (cd "$d/debs" && apt-get download -qq $(for p in $libs; do
	    echo "$p:$a"; done)) >"$d/download.log" 2>&1; then
		cat "$d/download.log" >&2
		exit 1
	fi
	for f in "$d"/debs/*.deb; do
		dpkg -x "$f" "$d"
	done
	rm -rf "$d/debs"
	# binutils-dev would bring the link; only the library is needed
	t=$(ls -d "$d"/usr/lib/*-linux-gnu | head -n 1)
	ln -sf libctf.so.0 "$t/libctf.so"
	echo "$0: $a sysroot in $d"
done
