/*
 * os/linux/user/dtrace_ustack.c -- unwinding the user stacks of traced
 * threads (ustack(), ustackdepth, ucaller) in the user host.
 *
 * Where it sits: dtrace_os_getustack() / dtrace_os_getustackdepth()
 * (dtrace_os_user.c) call here when a probe fires for a traced thread
 * (dtrace_uctx_current() != NULL); the thread is stopped, so its registers
 * and stack are stable.
 *
 * How: elfutils' libdwfl, one Dwfl per process (modules reported from
 * /proc/PID/maps, CFI from each object's .eh_frame / .debug_frame), with
 * our own thread callbacks: the initial registers are the context's, the
 * memory is read through dtrace_uproc_read() (/proc/PID/mem).  Frame
 * pointers alone would not unwind Debian's binaries.  No debuginfo
 * lookup is done (no network, no /usr/lib/debug search): .eh_frame is
 * enough to unwind.
 *
 * Invariants: ust_lock serialises every use of the cache; a process's
 * Dwfl is dropped when it exec'd or mapped new code (dtrace_ustack_forget)
 * and rebuilt on next use.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/uio.h>
#include <elfutils/libdwfl.h>

#include "dtrace_ustack.h"
#include "dtrace_pidprov.h"

typedef struct ust_proc {
	pid_t up_pid;
	Dwfl *up_dwfl;
	int up_attached;
	struct ust_proc *up_next;
} ust_proc_t;

typedef struct ust_walk {
	const dtrace_uctx_t *uw_uc;
	struct user_regs_struct uw_regs;
	uint64_t *uw_pcs;		/* NULL: only count */
	int uw_max;
	int uw_n;
} ust_walk_t;

static pthread_mutex_t ust_lock = PTHREAD_MUTEX_INITIALIZER;

/* a copy of the top of the stack (profile samples), per thread */
/* initial-exec TLS: no __tls_get_addr call in probe context */
#define	UST_TLS	__thread __attribute__((tls_model("initial-exec")))
static UST_TLS uint64_t ust_snap_sp;
static UST_TLS const char *ust_snap;
static UST_TLS size_t ust_snaplen;
static ust_proc_t *ust_procs;
static ust_walk_t *ust_cur;		/* the walk in progress (ust_lock) */

static int
ust_no_debuginfo(Dwfl_Module *mod, void **userdata, const char *modname,
    Dwarf_Addr base, const char *file_name, const char *debuglink_file,
    GElf_Word debuglink_crc, char **debuginfo_file_name)
{
	(void)mod;
	(void)userdata;
	(void)modname;
	(void)base;
	(void)file_name;
	(void)debuglink_file;
	(void)debuglink_crc;
	(void)debuginfo_file_name;
	return (-1);
}

static const Dwfl_Callbacks ust_dwfl_cbs = {
	.find_elf = dwfl_linux_proc_find_elf,
	.find_debuginfo = ust_no_debuginfo,
};

static pid_t
ust_next_thread(Dwfl *dwfl, void *arg, void **thread_argp)
{
	(void)dwfl;
	(void)arg;
	if (*thread_argp != NULL || ust_cur == NULL)
		return (0);
	*thread_argp = ust_cur;
	return (ust_cur->uw_uc->uc_tid);
}

static bool
ust_get_thread(Dwfl *dwfl, pid_t tid, void *arg, void **thread_argp)
{
	(void)dwfl;
	(void)arg;
	if (ust_cur == NULL || tid != ust_cur->uw_uc->uc_tid)
		return (false);
	*thread_argp = ust_cur;
	return (true);
}

static bool
ust_memory_read(Dwfl *dwfl, Dwarf_Addr addr, Dwarf_Word *result, void *arg)
{
	(void)dwfl;
	(void)arg;
	if (ust_cur == NULL)
		return (false);
	/* no sum that can wrap: a broken frame can name any address */
	if (ust_snap != NULL && addr >= ust_snap_sp &&
	    ust_snaplen >= sizeof (*result) &&
	    addr - ust_snap_sp <= ust_snaplen - sizeof (*result)) {
		memcpy(result, ust_snap + (addr - ust_snap_sp),
		    sizeof (*result));
		return (true);
	}
	if (ust_cur->uw_uc->uc_proc == NULL) {	/* kernel capture: any pid */
		struct iovec local = { result, sizeof (*result) };
		struct iovec remote = { (void *)(uintptr_t)addr,
		    sizeof (*result) };

		return (process_vm_readv(ust_cur->uw_uc->uc_pid, &local, 1,
		    &remote, 1, 0) == (ssize_t)sizeof (*result));
	}
	return (dtrace_uproc_read(ust_cur->uw_uc->uc_proc, (uintptr_t)addr,
	    result, sizeof (*result)) == 0);
}

static bool
ust_set_initial_registers(Dwfl_Thread *thread, void *thread_arg)
{
	ust_walk_t *w = thread_arg;
	const struct user_regs_struct *r = &w->uw_regs;
	/* DWARF numbering of x86-64: rax rdx rcx rbx rsi rdi rbp rsp r8-r15 */
	Dwarf_Word d[16] = {
		r->rax, r->rdx, r->rcx, r->rbx, r->rsi, r->rdi, r->rbp, r->rsp,
		r->r8, r->r9, r->r10, r->r11, r->r12, r->r13, r->r14, r->r15
	};

	if (!dwfl_thread_state_registers(thread, 0, 16, d))
		return (false);
	dwfl_thread_state_register_pc(thread, r->rip);
	return (true);
}

static const Dwfl_Thread_Callbacks ust_thread_cbs = {
	.next_thread = ust_next_thread,
	.get_thread = ust_get_thread,
	.memory_read = ust_memory_read,
	.set_initial_registers = ust_set_initial_registers,
};

static ust_proc_t *
ust_proc_get(pid_t pid)
{
	ust_proc_t *up;

	for (up = ust_procs; up != NULL; up = up->up_next) {
		if (up->up_pid == pid)
			break;
	}
	if (up == NULL) {
		if ((up = calloc(1, sizeof (*up))) == NULL)
			return (NULL);
		up->up_pid = pid;
		up->up_next = ust_procs;
		ust_procs = up;
	}
	if (up->up_dwfl == NULL) {
		/* the consumer will want these objects' symbols: read them */
		dtrace_pidprov_notify_maps(pid);
		if ((up->up_dwfl = dwfl_begin(&ust_dwfl_cbs)) == NULL)
			return (NULL);
		dwfl_report_begin(up->up_dwfl);
		if (dwfl_linux_proc_report(up->up_dwfl, pid) != 0 ||
		    dwfl_report_end(up->up_dwfl, NULL, NULL) != 0 ||
		    !dwfl_attach_state(up->up_dwfl, NULL, pid, &ust_thread_cbs,
		    up)) {
			dwfl_end(up->up_dwfl);
			up->up_dwfl = NULL;
			return (NULL);
		}
	}
	return (up);
}

static int
ust_frame(Dwfl_Frame *state, void *arg)
{
	ust_walk_t *w = arg;
	Dwarf_Addr pc;
	bool act;

	if (!dwfl_frame_pc(state, &pc, &act) || pc == 0)
		return (DWARF_CB_ABORT);
	if (w->uw_pcs != NULL)
		w->uw_pcs[w->uw_n] = pc;
	if (++w->uw_n >= w->uw_max)
		return (DWARF_CB_ABORT);
	return (DWARF_CB_OK);
}

/* Walk @uc's stack into @w; ust_lock held. */
static void
ust_walk(const dtrace_uctx_t *uc, ust_walk_t *w)
{
	ust_proc_t *up;

	w->uw_uc = uc;
	if (uc->uc_regsvalid)
		w->uw_regs = uc->uc_regs;
	else if (ptrace(PTRACE_GETREGS, uc->uc_tid, NULL, &w->uw_regs) != 0)
		return;
	if ((up = ust_proc_get(uc->uc_pid)) == NULL) {
		/* no unwinder: at least the pc */
		if (w->uw_pcs != NULL && w->uw_max > 0)
			w->uw_pcs[0] = w->uw_regs.rip;
		w->uw_n = w->uw_max > 0 ? 1 : 0;
		return;
	}
	ust_cur = w;
	(void) dwfl_getthread_frames(up->up_dwfl, uc->uc_tid, ust_frame, w);
	ust_cur = NULL;
	if (w->uw_n == 0 && w->uw_max > 0) {
		if (w->uw_pcs != NULL)
			w->uw_pcs[0] = w->uw_regs.rip;
		w->uw_n = 1;
	}
}

int
dtrace_ustack_get(const dtrace_uctx_t *uc, uint64_t *pcs, int depth)
{
	ust_walk_t w;

	if (depth <= 0)
		return (0);
	pcs[0] = (uint64_t)uc->uc_pid;
	if (depth == 1)
		return (1);
	memset(&w, 0, sizeof (w));
	w.uw_pcs = pcs + 1;
	w.uw_max = depth - 1;
	dtrace_uproc_mutex_enter(&ust_lock);
	ust_walk(uc, &w);
	pthread_mutex_unlock(&ust_lock);
	return (w.uw_n + 1);
}

int
dtrace_ustack_depth(const dtrace_uctx_t *uc)
{
	ust_walk_t w;

	memset(&w, 0, sizeof (w));
	w.uw_max = 1 << 12;
	dtrace_uproc_mutex_enter(&ust_lock);
	ust_walk(uc, &w);
	pthread_mutex_unlock(&ust_lock);
	return (w.uw_n);
}

void
dtrace_ustack_forget(pid_t pid)
{
	ust_proc_t *up;

	dtrace_uproc_mutex_enter(&ust_lock);
	for (up = ust_procs; up != NULL; up = up->up_next) {
		if (up->up_pid == pid && up->up_dwfl != NULL) {
			dwfl_end(up->up_dwfl);
			up->up_dwfl = NULL;
		}
	}
	pthread_mutex_unlock(&ust_lock);
}

void
dtrace_ustack_snapshot(uint64_t sp, const void *data, size_t len)
{
	ust_snap_sp = sp;
	ust_snap = data;
	ust_snaplen = data != NULL ? len : 0;
}
