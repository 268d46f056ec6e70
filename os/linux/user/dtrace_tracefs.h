/*
 * os/linux/user/dtrace_tracefs.h -- the kernel's trace events as tracefs
 * describes them (events/GROUP/NAME/format): the user host's syscall
 * provider types its arguments from them, the sdt provider its probes
 * and arguments (Linux, Documentation/trace/events.rst, "Event formats").
 */
#ifndef DTRACE_TRACEFS_H
#define DTRACE_TRACEFS_H

#include <stdint.h>

/* How a field's bytes are found (dtf_loc). */
#define DTRACE_TPF_INLINE	0	/* at dtf_offset, dtf_size bytes */
#define DTRACE_TPF_DATALOC	1	/* __data_loc: a u32 at dtf_offset,
					 * length << 16 | offset from the
					 * record's start */
#define DTRACE_TPF_RELLOC	2	/* __rel_loc: as __data_loc, offset
					 * from the end of the u32 */

/* One field of an event's record (after the common_* fields). */
typedef struct dtrace_tpfield {
	char dtf_type[64];	/* as declared: "pid_t", "const char *",
				 * "char" (of "char comm[16]"), "char"
				 * (of "__data_loc char[] name") */
	char dtf_name[64];	/* without its [N] */
	uint32_t dtf_offset;	/* bytes from the record's start */
	uint32_t dtf_size;	/* bytes (an array's whole size) */
	uint32_t dtf_count;	/* an array's elements; 0: not an array */
	uint8_t dtf_signed;
	uint8_t dtf_loc;	/* DTRACE_TPF_* */
} dtrace_tpfield_t;

/**
 * dtrace_tracefs_root - where tracefs is mounted ("/sys/kernel/tracing",
 * or the older "/sys/kernel/debug/tracing"): a constant string, or NULL
 * when neither has events/.
 */
const char *dtrace_tracefs_root(void);

/**
 * dtrace_tracefs_format - the fields of event GROUP:@event's record, in
 * the order its format file lists them, the common_* header left out:
 * fills @f[0 .. n - 1] (at most @max) and returns n, or -1 when the event
 * has no readable format.  *@sizep (if not NULL): the bytes of the record
 * up to the end of its last field (dynamic data, __data_loc's, follows).
 */
int dtrace_tracefs_format(const char *group, const char *event,
    dtrace_tpfield_t *f, int max, uint32_t *sizep);

#endif /* DTRACE_TRACEFS_H */
