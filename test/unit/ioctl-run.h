/*
 * test/unit/ioctl-run.h -- shared by the programs that hand the framework
 * enablings of their own making through dt_ioctl() (unit/ioctl-fuzz.c,
 * fuzz/fuzz-dof.c): a DOF image of small buffer options, and one run of
 * whatever was enabled.  Header-only; needs dt_impl.h (dt_ioctl,
 * dt_options_dof).
 */
#ifndef DT_UNIT_IOCTL_RUN_H
#define DT_UNIT_IOCTL_RUN_H
#include <string.h>

#include <dtrace/ioctl.h>

#include "dt_impl.h"

/*
 * ioctl_small_options - the DOF image of options with small buffers
 * (bufsize, aggsize and dynvarsize 16 KiB, specsize 4 KiB, 2 speculations,
 * strsize 64), so that a GO allocates little; malloc'd, its size in
 * *@sizep; NULL when it cannot be made.
 */
static inline void *
ioctl_small_options(size_t *sizep)
{
	dtrace_hdl_t *h;
	void *dof = NULL;
	int err;

	if ((h = dtrace_open(DTRACE_VERSION, 0, &err)) == NULL)
		return (NULL);
	if (dtrace_setopt(h, "bufsize", "16k") == 0 &&
	    dtrace_setopt(h, "aggsize", "16k") == 0 &&
	    dtrace_setopt(h, "dynvarsize", "16k") == 0 &&
	    dtrace_setopt(h, "specsize", "4k") == 0 &&
	    dtrace_setopt(h, "nspec", "2") == 0 &&
	    dtrace_setopt(h, "strsize", "64") == 0)
		dof = dt_options_dof(h, sizep);
	dtrace_close(h);
	return (dof);
}

/*
 * ioctl_run - on the consumer state of @h, after its own enablings:
 * ENABLE the options image @opt (@optsize bytes), GO, STATUS, BUFSNAP and
 * AGGSNAP of every CPU (and one past the last), STOP.  Returns 1 when GO
 * succeeded, 0 when the framework refused the run (which is an answer,
 * not an error).
 */
static inline int
ioctl_run(dtrace_hdl_t *h, const void *opt, size_t optsize)
{
	static char buf[1 << 20];
	dtrace_enable_t en;
	dtrace_status_t status;
	dtrace_bufdesc_t d;
	uint32_t cpu, c;

	memset(&en, 0, sizeof (en));
	en.dten_dof = (uint64_t)(uintptr_t)opt;
	en.dten_size = optsize;
	if (dt_ioctl(h, DTRACEIOC_ENABLE, &en) != 0 ||
	    dt_ioctl(h, DTRACEIOC_GO, &cpu) != 0)
		return (0);
	(void) dt_ioctl(h, DTRACEIOC_STATUS, &status);
	for (c = 0; c < h->dt_conf.dtc_maxbufs + 1; c++) {
		memset(&d, 0, sizeof (d));
		d.dtbd_size = sizeof (buf);
		d.dtbd_cpu = c;
		d.dtbd_data = (uint64_t)(uintptr_t)buf;
		(void) dt_ioctl(h, DTRACEIOC_BUFSNAP, &d);
		memset(&d, 0, sizeof (d));
		d.dtbd_size = sizeof (buf);
		d.dtbd_cpu = c;
		d.dtbd_data = (uint64_t)(uintptr_t)buf;
		(void) dt_ioctl(h, DTRACEIOC_AGGSNAP, &d);
	}
	(void) dt_ioctl(h, DTRACEIOC_STOP, &cpu);
	return (1);
}
#endif /* DT_UNIT_IOCTL_RUN_H */
