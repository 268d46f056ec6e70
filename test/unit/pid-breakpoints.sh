#!/bin/bash
# test/unit/pid-breakpoints.sh -- issue 16: the pid and USDT tests
# (tst/linux/pid, tst/linux/usdt) once more with -x backend=ptrace, where
# the sites of enabled probes are breakpoints the tracer plants and the
# probes fire while the thread waits at them.  The main run's default
# makes them the kernel's uprobes where kernel capture runs
# (os/linux/bpf/dtrace_bpf_uprobe.bpf.c); the ptrace path stays for the
# sites whose clauses act in place and for kernels without BPF, so it is
# asked for the same output, test by test.  Prints run-tests' TAP; run
# by `make check` under prove (DTRACE set).
set -u
here=$(cd "$(dirname "$0")" && pwd)
dtrace=${DTRACE:-$here/../../cmd/dtrace/dtrace}

# not the log of the main run (RUN_TESTS_TAP_LOG): this run's own TAP
RUN_TESTS_TAP_LOG= exec "$here/../run-tests" --dtrace "$dtrace" \
    --backend ptrace "$here/../tst/linux/pid" "$here/../tst/linux/usdt"
