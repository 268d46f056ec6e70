/*
 * include/dtrace/procinfo.h -- the structures that the stable providers'
 * arguments point to, in the layout the D library declares them
 * (lib/libdtrace/dt_dlib.c: psinfo_t, lwpsinfo_t, cpuinfo_t, bufinfo_t,
 * devinfo_t, fileinfo_t; LP64, the reference's <sys/procfs.h> and io.d).
 *
 * A backend's proc, sched and io providers fill one of these per firing
 * and pass its address as the probe's argument (args[0] of
 * proc:::exec-success is a psinfo_t *, of io:::start a bufinfo_t *, ...):
 * the user host's proc provider (os/linux/user/dtrace_procprov.c) and the
 * module's stable providers (os/linux/kernel/dtrace_stable.c) alike, so
 * that a script prints the same on both.  A port's providers do the same;
 * members a port cannot know stay 0.  Changing a layout here means
 * changing the D library's declaration with it.
 */
#ifndef _DTRACE_PROCINFO_H
#define _DTRACE_PROCINFO_H

#include <stddef.h>
#include <stdint.h>

typedef struct dtrace_timestruc {
	long tv_sec;
	long tv_nsec;
} dtrace_timestruc_t;

typedef struct dtrace_lwpsinfo {
	int pr_flag;
	int pr_lwpid;
	uintptr_t pr_addr;
	uintptr_t pr_wchan;
	char pr_stype;
	char pr_state;
	char pr_sname;
	char pr_nice;
	short pr_syscall;
	char pr_oldpri;
	char pr_cpu;
	int pr_pri;
	unsigned short pr_pctcpu;
	unsigned short pr_pad;
	dtrace_timestruc_t pr_start;
	dtrace_timestruc_t pr_time;
	char pr_clname[8];
	char pr_name[16];
	int pr_onpro;
	int pr_bindpro;
	int pr_bindpset;
	int pr_lgrp;
	int pr_filler[4];
} dtrace_lwpsinfo_t;

typedef struct dtrace_psinfo {
	int pr_flag;
	int pr_nlwp;
	int pr_pid;
	int pr_ppid;
	int pr_pgid;
	int pr_sid;
	unsigned int pr_uid;
	unsigned int pr_euid;
	unsigned int pr_gid;
	unsigned int pr_egid;
	uintptr_t pr_addr;
	size_t pr_size;
	size_t pr_rssize;
	size_t pr_pad1;
	unsigned long pr_ttydev;
	unsigned short pr_pctcpu;
	unsigned short pr_pctmem;
	dtrace_timestruc_t pr_start;
	dtrace_timestruc_t pr_time;
	dtrace_timestruc_t pr_ctime;
	char pr_fname[16];
	char pr_psargs[80];
	int pr_wstat;
	int pr_argc;
	uintptr_t pr_argv;
	uintptr_t pr_envp;
	char pr_dmodel;
	char pr_pad2[3];
	int pr_taskid;
	int pr_projid;
	int pr_nzomb;
	int pr_poolid;
	int pr_zoneid;
	int pr_contract;
	int pr_filler[1];
	dtrace_lwpsinfo_t pr_lwp;
} dtrace_psinfo_t;

/*
 * The reference's processor_info_t (processor_info(2)), cpuinfo_t's
 * cpu_info: what __procinfo[DIF_PROCINFO_CPUINFO] points to.  Linux
 * values: pi_state P_ONLINE (the CPU runs the probe), the machine name
 * (uname -m) as the processor type, "i387 compatible" as the reference
 * says of every x86 FPU (empty elsewhere), the nominal clock in MHz.
 */
#define DTRACE_P_ONLINE	2	/* pi_state: the processor is online */

typedef struct dtrace_processor_info {
	int pi_state;
	char pi_processor_type[16];
	char pi_fputypes[32];
	int pi_clock;
} dtrace_processor_info_t;

typedef struct dtrace_cpuinfo {
	int cpu_id;
	int cpu_pset;
	int cpu_chip;
	int cpu_lgrp;
	dtrace_processor_info_t cpu_info;
} dtrace_cpuinfo_t;

typedef struct dtrace_bufinfo {
	int b_flags;
	size_t b_bcount;
	uintptr_t b_addr;
	uint64_t b_lblkno;
	uint64_t b_blkno;
	size_t b_resid;
	size_t b_bufsize;
	uintptr_t b_iodone;
	int b_error;
	uint64_t b_edev;
} dtrace_bufinfo_t;

#define DTRACE_DEVINFO_NAMELEN	32
#define DTRACE_DEVINFO_PATHLEN	64
typedef struct dtrace_devinfo {
	int dev_major;
	int dev_minor;
	int dev_instance;
	char dev_name[DTRACE_DEVINFO_NAMELEN];
	char dev_statname[DTRACE_DEVINFO_NAMELEN];
	char dev_pathname[DTRACE_DEVINFO_PATHLEN];
} dtrace_devinfo_t;

#define DTRACE_FILEINFO_NAMELEN	64
#define DTRACE_FILEINFO_PATHLEN	256
#define DTRACE_FILEINFO_FSLEN	32
typedef struct dtrace_fileinfo {
	char fi_name[DTRACE_FILEINFO_NAMELEN];
	char fi_dirname[DTRACE_FILEINFO_PATHLEN];
	char fi_pathname[DTRACE_FILEINFO_PATHLEN];
	long long fi_offset;
	char fi_fs[DTRACE_FILEINFO_FSLEN];
	char fi_mount[DTRACE_FILEINFO_PATHLEN];
	int fi_oflags;
} dtrace_fileinfo_t;

#endif /* _DTRACE_PROCINFO_H */
