/*
 * os/linux/user/dtrace_umachine.c -- the user host's processor: uregs[]
 * of a traced thread's register set and of dtrace's own threads
 * (dtrace_umachine.h).  x86-64 has every register of the D library's
 * numbering; other machines have none yet (uregs[] is an illegal
 * operation there, as for a number out of range).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stddef.h>
#include <stdint.h>

#include "dtrace_umachine.h"

#if defined(__x86_64__)
#include <ucontext.h>

int
dtrace_umachine_regslot(int reg)
{
	/*
	 * 0 ... 20 are the words of struct user_regs_struct, which has
	 * pt_regs' order; R_DS ... R_GS (21 ... 24) follow fs_base and
	 * gs_base there; the trap number (R_TRAPNO) is not kept by Linux.
	 */
	if (reg < 0 || reg > 24)
		return (-1);
	if (reg >= 21)
		return ((int)(offsetof(struct user_regs_struct, ds) /
		    sizeof (uint64_t)) + reg - 21);
	return (reg);
}

int
dtrace_umachine_ownreg(int reg, uint64_t *valp)
{
	/* ucontext's REG_* for pt_regs' order; -1: a segment selector */
	static const int8_t map[21] = {
		REG_R15, REG_R14, REG_R13, REG_R12, REG_RBP, REG_RBX,
		REG_R11, REG_R10, REG_R9, REG_R8, REG_RAX, REG_RCX, REG_RDX,
		REG_RSI, REG_RDI, REG_ERR, REG_RIP, -1, REG_EFL, REG_RSP, -1
	};
	ucontext_t ctx;
	unsigned short sel = 0;

	if (reg < 0 || reg > 24)
		return (-1);
	if (reg < 21 && map[reg] >= 0) {
		if (getcontext(&ctx) != 0) {
			*valp = 0;
			return (0);
		}
		*valp = (uint64_t)ctx.uc_mcontext.gregs[map[reg]];
		return (0);
	}
	switch (reg) {
	case 17: __asm__ volatile ("mov %%cs, %0" : "=r" (sel)); break;
	case 20: __asm__ volatile ("mov %%ss, %0" : "=r" (sel)); break;
	case 21: __asm__ volatile ("mov %%ds, %0" : "=r" (sel)); break;
	case 22: __asm__ volatile ("mov %%es, %0" : "=r" (sel)); break;
	case 23: __asm__ volatile ("mov %%fs, %0" : "=r" (sel)); break;
	default: __asm__ volatile ("mov %%gs, %0" : "=r" (sel)); break;
	}
	*valp = sel;
	return (0);
}

#else	/* not ported: no register is known */

int
dtrace_umachine_regslot(int reg)
{
	(void)reg;
	return (-1);
}

int
dtrace_umachine_ownreg(int reg, uint64_t *valp)
{
	(void)reg;
	*valp = 0;
	return (-1);
}

#endif
