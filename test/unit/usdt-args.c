/*
 * test/unit/usdt-args.c -- the decoder of <sys/sdt.h> argument formats
 * (lib/libdtrace/dt_stapsdt.c, dt_stapsdt_args) and of stapsdt probe
 * names: each x86_64 operand kind the assembler writes, sizes and
 * signedness, and what it cannot decode (marked, kept in its place); then
 * the evaluation of decoded arguments that both backends share
 * (common/dtrace_usdt.c, dtrace_usdt_arg_value) against made-up registers
 * and memory.
 */
#include <string.h>
#include "tap.h"
#include "dt_stapsdt.h"
#include "dtrace_usdt.h"

static dtrace_usdt_arg_t a[DTRACE_USDT_MAXARGS];

static int
parse(const char *fmt, uint32_t *bad)
{
	memset(a, 0xa5, sizeof (a));
	return (dt_stapsdt_args(fmt, a, DTRACE_USDT_MAXARGS, bad, NULL, NULL));
}

/* dt_sdtsym_f: "counter" is at 0x1000, "table" at 0x2000 */
static int
resolve(const char *name, size_t len, uint64_t *addrp, void *arg)
{
	(void)arg;
	if (len == 7 && strncmp(name, "counter", 7) == 0)
		*addrp = 0x1000;
	else if (len == 5 && strncmp(name, "table", 5) == 0)
		*addrp = 0x2000;
	else
		return (-1);
	return (0);
}

static bool
is_reg(int i, int size, int reg, int shift)
{
	return (a[i].dua_kind == DTRACE_USDT_ARG_REG && a[i].dua_size == size &&
	    a[i].dua_base == reg && a[i].dua_shift == shift);
}

static bool
is_mem(int i, int size, int base, int index, int scale, long long disp)
{
	return (a[i].dua_kind == DTRACE_USDT_ARG_MEM && a[i].dua_size == size &&
	    a[i].dua_base == base && a[i].dua_index == index &&
	    a[i].dua_scale == scale && a[i].dua_disp == disp);
}

static bool
is_const(int i, int size, long long v)
{
	return (a[i].dua_kind == DTRACE_USDT_ARG_CONST &&
	    a[i].dua_size == size && a[i].dua_disp == v);
}

/* the registers of a made-up thread: register r holds 0x1000 * (r + 1) */
static uint64_t
fake_reg(const void *regs, int r)
{
	const uint64_t *v = regs;

	return (r >= 0 && r <= DTRACE_USDT_REG_RIP ? v[r] : 0);
}

/* its memory: 64 bytes at 0x5000 */
static uint8_t fake_mem[64];

static int
fake_read(void *arg, uint64_t addr, void *buf, size_t len)
{
	(*(int *)arg)++;
	if (addr < 0x5000 || addr + len > 0x5000 + sizeof (fake_mem))
		return (-1);
	memcpy(buf, &fake_mem[addr - 0x5000], len);
	return (0);
}

/* argument @i of the last parse, evaluated; @reads counts memory reads */
static uint64_t
eval(int i, const uint64_t *regs, int *reads)
{
	return (dtrace_usdt_arg_value(&a[i], fake_reg, regs, fake_read,
	    reads));
}

int
main(void)
{
	uint32_t bad = 0;
	char buf[64];
	int n;

	n = parse("-4@%eax 8@-16(%rbp) 8@%rdx", &bad);
	tap_ok(n == 3 && bad == 0 && is_reg(0, -4, DTRACE_USDT_REG_RAX, 0) &&
	    is_mem(1, 8, DTRACE_USDT_REG_RBP, DTRACE_USDT_REG_NONE, 1, -16) &&
	    is_reg(2, 8, DTRACE_USDT_REG_RDX, 0),
	    "register, memory with displacement, register", "n=%d bad=%x", n,
	    bad);

	n = parse("8@$42 -2@$-300 1@$0x10", &bad);
	tap_ok(n == 3 && bad == 0 && is_const(0, 8, 42) &&
	    is_const(1, -2, -300) && is_const(2, 1, 16),
	    "constants: decimal, negative, hexadecimal", "n=%d bad=%x", n, bad);

	n = parse("1@%ah -1@%bl 2@%si 4@%r9d 8@%r12 -1@%r15b 1@%sil", &bad);
	tap_ok(n == 7 && bad == 0 && is_reg(0, 1, DTRACE_USDT_REG_RAX, 8) &&
	    is_reg(1, -1, DTRACE_USDT_REG_RBX, 0) &&
	    is_reg(2, 2, DTRACE_USDT_REG_RSI, 0) &&
	    is_reg(3, 4, DTRACE_USDT_REG_R8 + 1, 0) &&
	    is_reg(4, 8, DTRACE_USDT_REG_R8 + 4, 0) &&
	    is_reg(5, -1, DTRACE_USDT_REG_R8 + 7, 0) &&
	    is_reg(6, 1, DTRACE_USDT_REG_RSI, 0),
	    "registers of every width, %ah shifted", "n=%d bad=%x", n, bad);

	n = parse("8@(%rax,%rbx,4) 4@16(,%rcx,8) 8@0x20(%rsp) -4@(%rdi,%rsi)",
	    &bad);
	tap_ok(n == 4 && bad == 0 &&
	    is_mem(0, 8, DTRACE_USDT_REG_RAX, DTRACE_USDT_REG_RBX, 4, 0) &&
	    is_mem(1, 4, DTRACE_USDT_REG_NONE, DTRACE_USDT_REG_RCX, 8, 16) &&
	    is_mem(2, 8, DTRACE_USDT_REG_RSP, DTRACE_USDT_REG_NONE, 1, 32) &&
	    is_mem(3, -4, DTRACE_USDT_REG_RDI, DTRACE_USDT_REG_RSI, 1, 0),
	    "memory: base, index, scale", "n=%d bad=%x", n, bad);

	n = parse("%eax  -8@(%rdx)", &bad);
	tap_ok(n == 2 && bad == 0 && is_reg(0, 8, DTRACE_USDT_REG_RAX, 0) &&
	    is_mem(1, -8, DTRACE_USDT_REG_RDX, DTRACE_USDT_REG_NONE, 1, 0),
	    "an operand without size (old notes) is 8 bytes; extra blanks",
	    "n=%d bad=%x", n, bad);

	n = parse("-4@g(%rip) 3@%eax 8@%xyz 8@(%rax 8@$ garbage -4@%esi", &bad);
	tap_ok(n == 7 && bad == 0x3f &&
	    a[0].dua_kind == DTRACE_USDT_ARG_NONE &&
	    a[1].dua_kind == DTRACE_USDT_ARG_NONE &&
	    a[2].dua_kind == DTRACE_USDT_ARG_NONE &&
	    a[3].dua_kind == DTRACE_USDT_ARG_NONE &&
	    a[4].dua_kind == DTRACE_USDT_ARG_NONE &&
	    a[5].dua_kind == DTRACE_USDT_ARG_NONE &&
	    is_reg(6, -4, DTRACE_USDT_REG_RSI, 0),
	    "undecodable operands are marked and keep their places",
	    "n=%d bad=%x", n, bad);

	n = parse("8@(%rip) 8@%rip 8@(%rax,%rip,2) 8@(%rax,%rbx,3) 8@8(%rip)",
	    &bad);
	tap_ok(n == 5 && bad == 0x1f,
	    "rip only with a symbol; scales 1, 2, 4, 8 only", "n=%d bad=%x", n,
	    bad);

	memset(a, 0xa5, sizeof (a));
	n = dt_stapsdt_args("-4@counter(%rip) 8@table+16(%rip) 2@table-2 "
	    "4@nosuch(%rip) 4@counter(%rax)", a, DTRACE_USDT_MAXARGS, &bad,
	    resolve, NULL);
	tap_ok(n == 5 && bad == 0x18 &&
	    is_mem(0, -4, DTRACE_USDT_REG_NONE, DTRACE_USDT_REG_NONE, 1,
	    0x1000) &&
	    is_mem(1, 8, DTRACE_USDT_REG_NONE, DTRACE_USDT_REG_NONE, 1,
	    0x2010) &&
	    is_mem(2, 2, DTRACE_USDT_REG_NONE, DTRACE_USDT_REG_NONE, 1,
	    0x1ffe),
	    "symbols: sym(%rip), sym+N(%rip), sym-N absolute; unknown ones "
	    "and symbols with other bases are not decoded", "n=%d bad=%x", n,
	    bad);

	n = parse("1@%al 1@%al 1@%al 1@%al 1@%al 1@%al 1@%al 1@%al 1@%al "
	    "1@%al 1@%al 1@%al 1@%al", &bad);
	tap_ok(n == DTRACE_USDT_MAXARGS && bad == 0,
	    "at most 12 arguments", "n=%d", n);

	tap_ok(parse("", &bad) == 0 && bad == 0 && parse("   ", NULL) == 0,
	    "no arguments", "bad=%x", bad);

	{
		uint64_t regs[DTRACE_USDT_REG_RIP + 1], v[7] = { 0 };
		int r, reads = 0;

		for (r = 0; r <= DTRACE_USDT_REG_RIP; r++)
			regs[r] = 0x1000ULL * (uint64_t)(r + 1);
		regs[DTRACE_USDT_REG_RAX] = 0xfedcba98ff80817fULL;
		regs[DTRACE_USDT_REG_RBP] = 0x5010;
		regs[DTRACE_USDT_REG_RSI] = 3;
		for (r = 0; r < (int)sizeof (fake_mem); r++)
			fake_mem[r] = (uint8_t)(0xf0 + r);

		n = parse("8@%rax -4@%eax 4@%eax 1@%ah -1@%al 1@%al -2@%ax",
		    &bad);
		reads = 0;
		for (r = 0; r < n && r < 7; r++)
			v[r] = eval(r, regs, &reads);
		tap_ok(n == 7 && v[0] == 0xfedcba98ff80817fULL &&
		    v[1] == 0xffffffffff80817fULL && v[2] == 0xff80817fULL &&
		    v[3] == 0x81 && v[4] == 0x7f && v[5] == 0x7f &&
		    v[6] == 0xffffffffffff817fULL && reads == 0,
		    "evaluated registers: truncated, sign- or zero-extended, "
		    "%ah shifted", "n=%d reads=%d %llx %llx %llx %llx", n,
		    reads, (unsigned long long)v[1], (unsigned long long)v[3],
		    (unsigned long long)v[4], (unsigned long long)v[6]);

		n = parse("8@-16(%rbp) -1@-1(%rbp) 2@4(%rbp,%rsi,2) "
		    "-4@-8(%rbp) 8@64(%rbp) 8@$-5 -1@$255", &bad);
		reads = 0;
		for (r = 0; r < n && r < 7; r++)
			v[r] = eval(r, regs, &reads);
		tap_ok(n == 7 && v[0] == 0xf7f6f5f4f3f2f1f0ULL &&
		    v[1] == (uint64_t)-1 && v[2] == 0x0b0aULL &&
		    v[3] == 0xfffffffffbfaf9f8ULL && v[4] == 0 &&
		    v[5] == (uint64_t)-5 && v[6] == (uint64_t)-1 && reads == 5,
		    "evaluated memory (base, index, scale, displacement; "
		    "unreadable is 0) and constants", "n=%d reads=%d "
		    "%llx %llx %llx %llx %llx %llx %llx", n, reads,
		    (unsigned long long)v[0], (unsigned long long)v[1],
		    (unsigned long long)v[2], (unsigned long long)v[3],
		    (unsigned long long)v[4], (unsigned long long)v[5],
		    (unsigned long long)v[6]);

		n = parse("8@%xyz 4@%esi", &bad);
		reads = 0;
		tap_ok(n == 2 && eval(0, regs, &reads) == 0 &&
		    eval(1, regs, &reads) == 3 && reads == 0,
		    "an undecodable argument evaluates to 0", "n=%d", n);
	}

	dt_stapsdt_probename("function__entry", buf, sizeof (buf));
	tap_ok(strcmp(buf, "function-entry") == 0, "__ is shown as -", "%s",
	    buf);
	dt_stapsdt_probename("a___b_c", buf, sizeof (buf));
	tap_ok(strcmp(buf, "a-_b_c") == 0, "___ is -_, one _ stays", "%s",
	    buf);
	dt_stapsdt_probename("import__find__load__done", buf, 10);
	tap_ok(strcmp(buf, "import-fi") == 0, "truncated to the buffer",
	    "%s", buf);
	return (tap_done());
}
