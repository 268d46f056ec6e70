#!/bin/sh
# bootstrap.sh -- from a clean clone on Debian 12: install the build
# dependencies, build everything, and run a first D program.
#   ./bootstrap.sh              all of it
#   ./bootstrap.sh --deps-only  only install the Debian packages
#   ./bootstrap.sh --no-deps    only build and run (packages already there)
# Extra arguments after the option are passed to ./configure.
# Installing packages needs root (it uses sudo when not run as root).
set -eu

DEPS="gcc make autoconf automake libtool pkg-config flex bison \
libelf-dev binutils-dev perl cpp file kmod libcapstone-dev libdw-dev \
linux-headers-amd64 linux-image-amd64 qemu-system-x86 busybox-static cpio \
systemtap-sdt-dev libstdc++-12-dev libbpf-dev clang"

deps=yes build=yes
case "${1:-}" in
--deps-only) build=no; shift ;;
--no-deps) deps=no; shift ;;
esac

if [ $deps = yes ]; then
	sudo=
	[ "$(id -u)" -eq 0 ] || sudo=sudo
	# shellcheck disable=SC2086  # DEPS is a word list
	$sudo env DEBIAN_FRONTEND=noninteractive \
	    apt-get install -y --no-install-recommends $DEPS
fi
[ $build = yes ] || exit 0

cd "$(dirname "$0")"
autoreconf -fi
./configure "$@"
make -j"$(nproc 2>/dev/null || echo 2)"
./cmd/dtrace/dtrace -n 'BEGIN { trace("hello"); exit(0); }'
