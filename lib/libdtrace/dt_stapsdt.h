/*
 * lib/libdtrace/dt_stapsdt.h -- the `stapsdt` ELF notes of `<sys/sdt.h>`
 * probes: reading them from an object file (libelf) and decoding each
 * probe's argument format ("-4@%eax 8@-16(%rbp) 8@$42") into the
 * descriptors of include/dtrace/usdt.h.
 *
 * Used by the USDT probe creation (dt_usdt.c) for the objects mapped into
 * a traced process, and by `dtrace -G` (dt_usdt_link.c) to check the
 * objects it is given.  No state: every call reads the file anew.
 */
#ifndef DT_STAPSDT_H
#define DT_STAPSDT_H

#include <stddef.h>
#include <stdint.h>
#include <dtrace/usdt.h>

typedef struct dt_sdtnote {
	const char *sn_prov;		/* provider: "python" */
	const char *sn_name;		/* probe as written: "function__entry" */
	const char *sn_args;		/* argument format, "" if none */
	uint64_t sn_pc;			/* unrelocated address of the nop */
	uint64_t sn_sem;		/* of the semaphore, or 0 */
} dt_sdtnote_t;

/*
 * The declared argument types of one probe, from the note our `dtrace -G`
 * adds to the object it builds (section .note.dtrace_usdt, owner
 * "dtrace", type 1; descriptor: provider, probe as declared, then each
 * argument's C type, NUL-terminated strings).
 */
typedef struct dt_sdttypes {
	char *st_buf;			/* the descriptor's strings */
	const char *st_prov;
	const char *st_name;		/* as declared: "args__two" */
	int st_argc;
	const char *st_argv[DTRACE_USDT_MAXARGS];
	/* from a second note (type 2), for `probe p(native) : (translated)` */
	char *st_xbuf;			/* its strings, or NULL: none */
	int st_xargc;			/* translated arguments */
	const char *st_xargv[DTRACE_USDT_MAXARGS];	/* their types */
	unsigned char st_argmap[DTRACE_USDT_MAXARGS];	/* native index */
} dt_sdttypes_t;

/*
 * Type 1: provider, probe, the native C types.  Type 2 (after the type 1
 * note of the same probe): provider, probe, then for each translated
 * argument the index of its native argument in decimal and its type.
 */
#define DT_USDT_TYPES_SECTION	".note.dtrace_usdt"
#define DT_USDT_TYPES_OWNER	"dtrace"
#define DT_USDT_TYPES_TYPE	1
#define DT_USDT_XTYPES_TYPE	2

typedef struct dt_sdtobj {
	dt_sdtnote_t *so_notes;
	size_t so_nnotes;
	dt_sdttypes_t *so_types;	/* declared types, if any */
	size_t so_ntypes;
	int so_machine;			/* e_machine */
	int so_type;			/* e_type: ET_REL, ET_EXEC, ET_DYN */
	int so_class;			/* ELFCLASS32 or ELFCLASS64 */
	char *so_strs;			/* the notes' strings */
} dt_sdtobj_t;

/**
 * dt_stapsdt_read - read the stapsdt notes (section .note.stapsdt,
 * owner "stapsdt", type 3) of the ELF file @path into @obj, addresses
 * adjusted when the object was moved after linking (its .stapsdt.base
 * section is not where the notes say).  Returns 0, or -1 with a message
 * in @err (@errlen bytes) when the file cannot be opened or is not ELF.
 * A file without notes is not an error (so_nnotes 0).
 */
int dt_stapsdt_read(const char *path, dt_sdtobj_t *obj, char *err,
    size_t errlen);

/**
 * dt_stapsdt_types - the declared argument types of probe @name (as in
 * the note: "args__two") of provider @prov in @obj, or NULL.
 */
const dt_sdttypes_t *dt_stapsdt_types(const dt_sdtobj_t *obj,
    const char *prov, const char *name);

/** dt_stapsdt_free - what dt_stapsdt_read() allocated in @obj. */
void dt_stapsdt_free(dt_sdtobj_t *obj);

/*
 * A symbol's runtime address: @name (@len chars, not NUL-terminated) in
 * the object the note belongs to.  Returns 0, or -1 if unknown.
 */
typedef int dt_sdtsym_f(const char *name, size_t len, uint64_t *addrp,
    void *arg);

/**
 * dt_stapsdt_args - decode argument format @fmt (space-separated
 * operands, each "[-]SIZE@OPERAND" or, in old notes, "OPERAND": %reg,
 * $constant, disp(%base[,%index[,scale]]), sym(%rip), sym+N(%rip) or
 * sym) of the x86_64 assembler into @args (at most @max).  A symbol is
 * looked up with @resolve (@arg passed on; NULL: symbols are not
 * decoded) and becomes a memory operand at its address.  An operand it
 * cannot decode (an unknown symbol or register, %rip other than with a
 * symbol, garbage) becomes DTRACE_USDT_ARG_NONE, keeps its place, and
 * bit n of *@badmask (0-based argument n) is set when @badmask is not
 * NULL.  Returns the number of arguments (at most @max).
 */
int dt_stapsdt_args(const char *fmt, dtrace_usdt_arg_t *args, int max,
    uint32_t *badmask, dt_sdtsym_f *resolve, void *arg);

/**
 * dt_stapsdt_probename - the DTrace name of stapsdt probe @name into @buf
 * (@len bytes): every "__" becomes "-", as the reference shows USDT probe
 * names (Dynamic Tracing Guide, "Statically Defined Tracing for User
 * Applications").
 */
void dt_stapsdt_probename(const char *name, char *buf, size_t len);

#endif /* DT_STAPSDT_H */
