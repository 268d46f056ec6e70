/*
 * os/linux/user/dtrace_umachine.h -- what the user host knows of the
 * processor it runs on (issue 17: the user host built for other
 * machines): a thread's register set, how uregs[] numbers it, and
 * whether process control is built.
 *
 * Process control (the ptrace tracer, pid sites, user stacks and
 * samples, the syscall provider's stops: dtrace_ptrace.c,
 * dtrace_pidprov.c, dtrace_ustack.c, dtrace_usample.c, dtrace_syscall.c)
 * is written for x86-64 (its registers, int3, its instruction decoder)
 * and built there only: DTRACE_UMACHINE_PROCCTL.  On other machines the
 * user host runs the framework with the dtrace, profile and tick probes,
 * and -c, -p and pid<N> fail with ENOTSUP (dtrace_noprocctl.c).
 */
#ifndef DTRACE_UMACHINE_H
#define DTRACE_UMACHINE_H

#include <stdint.h>

#if defined(__x86_64__)
#include <sys/user.h>
#define DTRACE_UMACHINE_PROCCTL	1
/* uregs[N] is word N of it (dtrace_umachine_regslot) */
typedef struct user_regs_struct dtrace_uregs_t;
#else
/* no process control here: a context never has registers */
typedef struct dtrace_uregs {
	uint64_t ur_word[1];
} dtrace_uregs_t;
#endif

/**
 * dtrace_umachine_regslot - the word of dtrace_uregs_t that uregs[@reg]
 * reads (@reg: the D library's R_* numbering, which on x86-64 is Oracle
 * Linux DTrace's: r15 = 0 ... rax = 10 ... rip = 16, cs, eflags, rsp = 19,
 * ss, then ds, es, fs, gs = 21 ... 24), or -1 when this machine has no
 * such register.
 */
int dtrace_umachine_regslot(int reg);

/**
 * dtrace_umachine_ownreg - uregs[@reg] of the calling thread itself, for
 * the probes fired in dtrace's own threads (BEGIN, END, tick-N): the
 * registers where the probe fires, as the reference gives a consumer's
 * probes the registers of its ioctl.  Returns 0 and the value in *@valp,
 * or -1 when this machine has no such register.
 */
int dtrace_umachine_ownreg(int reg, uint64_t *valp);

#endif /* DTRACE_UMACHINE_H */
