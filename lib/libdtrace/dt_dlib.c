/*
 * lib/libdtrace/dt_dlib.c -- the D library every program sees: the proc(4)
 * types psinfo_t, lwpsinfo_t and cpuinfo_t, their translators and the
 * inlines curpsinfo, curlwpsinfo and curcpu (Dynamic Tracing Guide,
 * "Variables: Built-in Variables" and "proc Provider: Arguments").
 *
 * Where it sits: dt_cc.c compiles this text once per handle, before the
 * first program (unless DTRACE_C_NOLIBS, -x nolibs); its types,
 * translators and inlines then persist in the handle's compiler state like
 * any declaration of a program.  The reference keeps the same definitions
 * in a library directory (/usr/lib/dtrace/procfs.d); here they are part of
 * libdtrace, so they never depend on an installation path.
 *
 * Also siginfo_t (proc:::signal-handle's args[1]), in the Linux x86-64
 * layout of the kernel's <uapi/asm-generic/siginfo.h> (128 bytes, the
 * union of per-signal fields at offset 16, member names as the kernel's).
 *
 * And the register names for uregs[] (R_PC, R_SP, R_RAX, ...), with the
 * numbers of Oracle Linux DTrace on x86-64: the order of the kernel's
 * struct pt_regs (R_R15 = 0 ... R_SS = 20), then R_DS, R_ES, R_FS, R_GS
 * and R_TRAPNO (21 ... 25); the i386 names (R_EAX, ...) and the generic
 * ones (R_PC, R_SP, R_FP, R_PS, R_R0, R_R1) are aliases.
 *
 * And bufinfo_t, devinfo_t and fileinfo_t, the io provider's arguments
 * (Dynamic Tracing Guide, "io Provider"; the reference's io.d member
 * order), with the b_flags bits B_BUSY ... B_ASYNC.  Their string members
 * are char arrays of fixed size (dev_name[32], dev_statname[32],
 * dev_pathname[64]; fi_name[64], fi_fs[32], the paths [256]) rather than
 * the reference's translated string members: dtrace.ko fills these
 * structures itself (os/linux/kernel/dtrace_stable.c), so their layout
 * must not depend on the strsize option; D reads a char array as a
 * string (printf("%s"), comparisons, aggregation keys).
 *
 * And the constants scripts compare against (the reference's errno.d,
 * signal.d and procfs.d): every errno name (EPERM, ENOENT, ...) and signal
 * name (SIGHUP, SIGKILL, ...) with the values of the C library this was
 * built against (dt_dlib_consts.h, generated), the proc provider's exit
 * reasons CLD_EXITED ... CLD_CONTINUED, the lwp states SSLEEP ... SWAIT
 * and the lwp flags PR_STOPPED, PR_ISTOP, PR_DSTOP, PR_IDLE.
 *
 * Invariants: the struct layouts are those of the reference's
 * <sys/procfs.h> (LP64), so print() and sizeof agree with it; the tag of
 * timestruc_t is dtrace_timestruc (not timespec, which a -C program may
 * declare from a system header into the same container).  The
 * translators fill only the members whose values this implementation has
 * for the thread a probe fires in -- through built-in variables, so the
 * same text serves every backend; a member without a conversion is a
 * compile error when used (D_XLATE_NOCONV), never a made-up value:
 *
 *   psinfo_t:   pr_pid, pr_ppid, pr_uid, pr_gid (real ids), pr_fname (the
 *               executable name, truncated to 15 characters), pr_psargs
 *               (the initial arguments, truncated to 79), pr_dmodel;
 *               through __procinfo[] (DIF_PROCINFO_*, the OS layer's
 *               dtrace_os_procinfo): pr_euid, pr_egid, pr_pgid, pr_sid,
 *               pr_argc, pr_argv, pr_envp (user addresses of the initial
 *               vectors); and the constants of Oracle Linux DTrace's
 *               translator: pr_nlwp 1 (a Linux task is one lwp of its
 *               own), pr_wstat 0 and the Solaris-only pr_taskid,
 *               pr_projid, pr_nzomb, pr_poolid, pr_zoneid, pr_contract 0;
 *   lwpsinfo_t: pr_lwpid (thread id), pr_onpro (the CPU it runs on),
 *               pr_pri (the kernel's prio, __procinfo[]); as Oracle Linux
 *               DTrace's for the thread a probe fires in, which is
 *               running: pr_state SRUN, pr_sname 'R', pr_flag 0; and
 *               pr_wchan and pr_stype 0;
 *   cpuinfo_t:  cpu_id; cpu_chip and cpu_lgrp, the physical package and
 *               NUMA node of that CPU (__procinfo[]); cpu_pset -1
 *               (PS_NONE: Linux has no processor sets); cpu_info, read
 *               from the processor_info_t the backend keeps for the CPU
 *               (__procinfo[11] is its address; <dtrace/procinfo.h>).
 *   lwpsinfo_t also: pr_clname "RT" for the real-time policies (FIFO,
 *               RR, DEADLINE), else "TS" (__procinfo[], the policy).
 *
 * It also holds the constants and small types the reference's library
 * files give every program: the fault codes of dtrace:::ERROR's arg4
 * (DTRACEFLT_*, from the ABI header, so the two never disagree), the
 * address families inet_ntop() takes (AF_INET, AF_INET6, the host's
 * values) and struct in6_addr in the reference's layout (_S6_un._S6_u8[]).
 */
#include <string.h>
#include <sys/socket.h>
#include <dtrace/actions.h>
#include "dt_pcb.h"

#define	DT_DLIB_STR2(x)	#x
#define	DT_DLIB_STR(x)	DT_DLIB_STR2(x)
#define	DT_DLIB_INT(name) "inline int " #name " = " DT_DLIB_STR(name) ";\n"

static const char dt_dlib_consts[] =
DT_DLIB_INT(DTRACEFLT_UNKNOWN)
DT_DLIB_INT(DTRACEFLT_BADADDR)
DT_DLIB_INT(DTRACEFLT_BADALIGN)
DT_DLIB_INT(DTRACEFLT_ILLOP)
DT_DLIB_INT(DTRACEFLT_DIVZERO)
DT_DLIB_INT(DTRACEFLT_NOSCRATCH)
DT_DLIB_INT(DTRACEFLT_KPRIV)
DT_DLIB_INT(DTRACEFLT_UPRIV)
DT_DLIB_INT(DTRACEFLT_TUPOFLOW)
DT_DLIB_INT(DTRACEFLT_BADSTACK)
DT_DLIB_INT(AF_INET)
DT_DLIB_INT(AF_INET6)
"\n"
"struct in6_addr {\n"
"	union {\n"
"		uint8_t _S6_u8[16];\n"
"		uint32_t _S6_u32[4];\n"
"		uint32_t __S6_align;\n"
"	} _S6_un;\n"
"};\n"
"typedef struct in6_addr in6_addr_t;\n";

static const char dt_dlib_procfs[] =
"typedef struct dtrace_timestruc {\n"
"	long tv_sec;\n"
"	long tv_nsec;\n"
"} timestruc_t;\n"
"\n"
"typedef struct lwpsinfo {\n"
"	int pr_flag;\n"
"	id_t pr_lwpid;\n"
"	uintptr_t pr_addr;\n"
"	uintptr_t pr_wchan;\n"
"	char pr_stype;\n"
"	char pr_state;\n"
"	char pr_sname;\n"
"	char pr_nice;\n"
"	short pr_syscall;\n"
"	char pr_oldpri;\n"
"	char pr_cpu;\n"
"	int pr_pri;\n"
"	ushort_t pr_pctcpu;\n"
"	ushort_t pr_pad;\n"
"	timestruc_t pr_start;\n"
"	timestruc_t pr_time;\n"
"	char pr_clname[8];\n"
"	char pr_name[16];\n"
"	processorid_t pr_onpro;\n"
"	processorid_t pr_bindpro;\n"
"	psetid_t pr_bindpset;\n"
"	int pr_lgrp;\n"
"	int pr_filler[4];\n"
"} lwpsinfo_t;\n"
"\n"
"typedef struct psinfo {\n"
"	int pr_flag;\n"
"	int pr_nlwp;\n"
"	pid_t pr_pid;\n"
"	pid_t pr_ppid;\n"
"	pid_t pr_pgid;\n"
"	pid_t pr_sid;\n"
"	uid_t pr_uid;\n"
"	uid_t pr_euid;\n"
"	gid_t pr_gid;\n"
"	gid_t pr_egid;\n"
"	uintptr_t pr_addr;\n"
"	size_t pr_size;\n"
"	size_t pr_rssize;\n"
"	size_t pr_pad1;\n"
"	dev_t pr_ttydev;\n"
"	ushort_t pr_pctcpu;\n"
"	ushort_t pr_pctmem;\n"
"	timestruc_t pr_start;\n"
"	timestruc_t pr_time;\n"
"	timestruc_t pr_ctime;\n"
"	char pr_fname[16];\n"
"	char pr_psargs[80];\n"
"	int pr_wstat;\n"
"	int pr_argc;\n"
"	uintptr_t pr_argv;\n"
"	uintptr_t pr_envp;\n"
"	char pr_dmodel;\n"
"	char pr_pad2[3];\n"
"	taskid_t pr_taskid;\n"
"	projid_t pr_projid;\n"
"	int pr_nzomb;\n"
"	int pr_poolid;\n"
"	zoneid_t pr_zoneid;\n"
"	id_t pr_contract;\n"
"	int pr_filler[1];\n"
"	lwpsinfo_t pr_lwp;\n"
"} psinfo_t;\n"
"\n"
"typedef struct processor_info {\n"
"	int pi_state;\n"
"	char pi_processor_type[16];\n"
"	char pi_fputypes[32];\n"
"	int pi_clock;\n"
"} processor_info_t;\n"
"\n"
"struct cpuinfo {\n"
"	processorid_t cpu_id;\n"
"	psetid_t cpu_pset;\n"
"	int cpu_chip;\n"
"	int cpu_lgrp;\n"
"	processor_info_t cpu_info;\n"
"};\n"
"\n"
"typedef union sigval {\n"
"	int sival_int;\n"
"	void *sival_ptr;\n"
"} sigval_t;\n"
"\n"
"typedef struct siginfo {\n"
"	int si_signo;\n"
"	int si_errno;\n"
"	int si_code;\n"
"	union {\n"
"		int _pad[28];\n"
"		struct { pid_t _pid; uid_t _uid; } _kill;\n"
"		struct { int _tid; int _overrun; sigval_t _sigval;\n"
"		    int _sys_private; } _timer;\n"
"		struct { pid_t _pid; uid_t _uid; sigval_t _sigval; } _rt;\n"
"		struct { pid_t _pid; uid_t _uid; int _status; long _utime;\n"
"		    long _stime; } _sigchld;\n"
"		struct { void *_addr; short _addr_lsb; } _sigfault;\n"
"		struct { long _band; int _fd; } _sigpoll;\n"
"		struct { void *_call_addr; int _syscall;\n"
"		    unsigned int _arch; } _sigsys;\n"
"	} _sifields;\n"
"} siginfo_t;\n"
"\n"
"inline int R_R15 = 0;\n"
"inline int R_R14 = 1;\n"
"inline int R_R13 = 2;\n"
"inline int R_R12 = 3;\n"
"inline int R_RBP = 4;\n"
"inline int R_RBX = 5;\n"
"inline int R_R11 = 6;\n"
"inline int R_R10 = 7;\n"
"inline int R_R9 = 8;\n"
"inline int R_R8 = 9;\n"
"inline int R_RAX = 10;\n"
"inline int R_RCX = 11;\n"
"inline int R_RDX = 12;\n"
"inline int R_RSI = 13;\n"
"inline int R_RDI = 14;\n"
"inline int R_ERR = 15;\n"
"inline int R_RIP = 16;\n"
"inline int R_CS = 17;\n"
"inline int R_RFL = 18;\n"
"inline int R_RSP = 19;\n"
"inline int R_SS = 20;\n"
"inline int R_DS = 21;\n"
"inline int R_ES = 22;\n"
"inline int R_FS = 23;\n"
"inline int R_GS = 24;\n"
"inline int R_TRAPNO = 25;\n"
"inline int R_EAX = R_RAX;\n"
"inline int R_EBX = R_RBX;\n"
"inline int R_ECX = R_RCX;\n"
"inline int R_EDX = R_RDX;\n"
"inline int R_ESI = R_RSI;\n"
"inline int R_EDI = R_RDI;\n"
"inline int R_EBP = R_RBP;\n"
"inline int R_ESP = R_RSP;\n"
"inline int R_EIP = R_RIP;\n"
"inline int R_EFL = R_RFL;\n"
"inline int R_PC = R_RIP;\n"
"inline int R_SP = R_RSP;\n"
"inline int R_FP = R_RBP;\n"
"inline int R_PS = R_RFL;\n"
"inline int R_R0 = R_RAX;\n"
"inline int R_R1 = R_RBX;\n"
"\n"
"inline int CLD_EXITED = 1;\n"
"inline int CLD_KILLED = 2;\n"
"inline int CLD_DUMPED = 3;\n"
"inline int CLD_TRAPPED = 4;\n"
"inline int CLD_STOPPED = 5;\n"
"inline int CLD_CONTINUED = 6;\n"
"inline char SSLEEP = 1;\n"
"inline char SRUN = 2;\n"
"inline char SZOMB = 3;\n"
"inline char SSTOP = 4;\n"
"inline char SIDL = 5;\n"
"inline char SONPROC = 6;\n"
"inline char SWAIT = 7;\n"
"inline int PR_STOPPED = 0x00000001;\n"
"inline int PR_ISTOP = 0x00000002;\n"
"inline int PR_DSTOP = 0x00000004;\n"
"inline int PR_IDLE = 0x10000000;\n"
"\n"
"typedef struct bufinfo {\n"
"	int b_flags;\n"
"	size_t b_bcount;\n"
"	caddr_t b_addr;\n"
"	uint64_t b_lblkno;\n"
"	uint64_t b_blkno;\n"
"	size_t b_resid;\n"
"	size_t b_bufsize;\n"
"	caddr_t b_iodone;\n"
"	int b_error;\n"
"	dev_t b_edev;\n"
"} bufinfo_t;\n"
"\n"
"typedef struct devinfo {\n"
"	int dev_major;\n"
"	int dev_minor;\n"
"	int dev_instance;\n"
"	char dev_name[32];\n"
"	char dev_statname[32];\n"
"	char dev_pathname[64];\n"
"} devinfo_t;\n"
"\n"
"typedef struct fileinfo {\n"
"	char fi_name[64];\n"
"	char fi_dirname[256];\n"
"	char fi_pathname[256];\n"
"	long long fi_offset;\n"
"	char fi_fs[32];\n"
"	char fi_mount[256];\n"
"	int fi_oflags;\n"
"} fileinfo_t;\n"
"\n"
"inline int B_BUSY = 0x000001;\n"
"inline int B_DONE = 0x000002;\n"
"inline int B_ERROR = 0x000004;\n"
"inline int B_PAGEIO = 0x000010;\n"
"inline int B_PHYS = 0x000020;\n"
"inline int B_READ = 0x000040;\n"
"inline int B_WRITE = 0x000100;\n"
"inline int B_ASYNC = 0x000400;\n"
"\n"
"inline char PR_MODEL_ILP32 = 1;\n"
"inline char PR_MODEL_LP64 = 2;\n"
"\n"
"translator psinfo_t < kthread_t *T > {\n"
"	pr_pid = pid;\n"
"	pr_ppid = ppid;\n"
"	pr_uid = uid;\n"
"	pr_gid = gid;\n"
"	pr_euid = __procinfo[0];\n"
"	pr_egid = __procinfo[1];\n"
"	pr_pgid = __procinfo[2];\n"
"	pr_sid = __procinfo[3];\n"
"	pr_argc = __procinfo[4];\n"
"	pr_argv = __procinfo[5];\n"
"	pr_envp = __procinfo[6];\n"
"	pr_fname = execname;\n"
"	pr_psargs = substr(execargs, 0, 79);\n"
"	pr_dmodel = PR_MODEL_LP64;\n"
"	pr_nlwp = 1;\n"
"	pr_wstat = 0;\n"
"	pr_taskid = 0;\n"
"	pr_projid = 0;\n"
"	pr_nzomb = 0;\n"
"	pr_poolid = 0;\n"
"	pr_zoneid = 0;\n"
"	pr_contract = 0;\n"
"};\n"
"\n"
"translator lwpsinfo_t < kthread_t *T > {\n"
"	pr_lwpid = tid;\n"
"	pr_onpro = cpu;\n"
"	pr_pri = __procinfo[7];\n"
"	pr_clname = __procinfo[8] == 1 || __procinfo[8] == 2 ||\n"
"	    __procinfo[8] == 6 ? \"RT\" : \"TS\";\n"
"	pr_flag = 0;\n"
"	pr_state = SRUN;\n"
"	pr_sname = 'R';\n"
"	pr_wchan = 0;\n"
"	pr_stype = 0;\n"
"};\n"
"\n"
"translator cpuinfo_t < kthread_t *T > {\n"
"	cpu_id = cpu;\n"
"	cpu_pset = -1;\n"
"	cpu_chip = __procinfo[9];\n"
"	cpu_lgrp = __procinfo[10];\n"
"	cpu_info = *(processor_info_t *)__procinfo[11];\n"
"};\n"
"\n"
"inline psinfo_t *curpsinfo = xlate <psinfo_t *> (curthread);\n"
"inline lwpsinfo_t *curlwpsinfo = xlate <lwpsinfo_t *> (curthread);\n"
"inline cpuinfo_t *curcpu = xlate <cpuinfo_t *> (curthread);\n"
/* errno and signal names: "inline int EPERM = 1;" ..., generated */
#include "dt_dlib_consts.h"
;

/**
 * dt_dlib_text - the D library compiled before a handle's first program
 * (see the file comment).  Returns a NUL-terminated D source text.
 */
const char *
dt_dlib_text(void)
{
	static char text[sizeof (dt_dlib_consts) + sizeof (dt_dlib_procfs)];

	if (text[0] == '\0') {
		memcpy(text, dt_dlib_consts, sizeof (dt_dlib_consts) - 1);
		memcpy(text + sizeof (dt_dlib_consts) - 1, dt_dlib_procfs,
		    sizeof (dt_dlib_procfs));
	}
	return (text);
}
