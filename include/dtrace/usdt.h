/*
 * include/dtrace/usdt.h -- how a USDT probe site says where its arguments
 * are, between the consumer that reads them from the object file and the
 * backend that fetches them when the site fires.
 *
 * A `<sys/sdt.h>` probe (the `stapsdt` ELF notes that systemtap-sdt-dev's
 * macros and our `dtrace -h` headers emit) describes each argument with
 * an assembler operand valid at the probe's nop: a register, a memory
 * operand (base + index * scale + displacement) or a constant, and its
 * size in bytes, negative when the value is signed.  libdtrace decodes the
 * note's text (lib/libdtrace/dt_stapsdt.c) into one dtrace_usdt_arg_t per
 * argument; the backend evaluates it against the stopped thread's
 * registers and memory: the value is read (a register, shifted right by
 * dua_shift for %ah..%dh; or |dua_size| bytes of memory; or the
 * constant), truncated to |dua_size| bytes, then sign- or zero-extended.
 *
 * Fixed-width types only: this may cross an ioctl.
 */
#ifndef _DTRACE_USDT_H
#define _DTRACE_USDT_H

#include <stdint.h>

#define DTRACE_USDT_MAXARGS	12	/* STAP_PROBE12 is the largest */

#define DTRACE_USDT_ARG_NONE	0	/* undecodable: the value is 0 */
#define DTRACE_USDT_ARG_REG	1	/* a register */
#define DTRACE_USDT_ARG_MEM	2	/* memory at base + index*scale + disp */
#define DTRACE_USDT_ARG_CONST	3	/* the constant dua_disp */

/* x86_64 registers, as dua_base and dua_index name them */
#define DTRACE_USDT_REG_RAX	0
#define DTRACE_USDT_REG_RBX	1
#define DTRACE_USDT_REG_RCX	2
#define DTRACE_USDT_REG_RDX	3
#define DTRACE_USDT_REG_RSI	4
#define DTRACE_USDT_REG_RDI	5
#define DTRACE_USDT_REG_RBP	6
#define DTRACE_USDT_REG_RSP	7
#define DTRACE_USDT_REG_R8	8	/* r8 .. r15 are 8 .. 15 */
#define DTRACE_USDT_REG_RIP	16
#define DTRACE_USDT_REG_NONE	0xff

typedef struct dtrace_usdt_arg {
	uint8_t dua_kind;	/* DTRACE_USDT_ARG_* */
	int8_t dua_size;	/* 1, 2, 4, 8; negative: signed */
	uint8_t dua_base;	/* DTRACE_USDT_REG_*: the register, or base */
	uint8_t dua_index;	/* MEM: index register, or REG_NONE */
	uint8_t dua_scale;	/* MEM: 1, 2, 4, 8 */
	uint8_t dua_shift;	/* REG: 8 for %ah, %bh, %ch, %dh */
	uint8_t dua_pad[2];
	int64_t dua_disp;	/* MEM: displacement; CONST: the value */
} dtrace_usdt_arg_t;

#endif /* _DTRACE_USDT_H */
