/*
 * test/fuzz/fuzz-dof.c -- the framework's DOF loading and enabling,
 * through the ioctl path of the user host (DTRACEIOC_ENABLE).
 *
 * Each input is a DOF image, handed as it is to a fresh consumer state.
 * The promise (DESIGN.md, "Safety, the first property"): the framework
 * refuses it with an errno or takes it; one it takes then runs (GO with
 * small buffers, a look at every buffer, STOP: unit/ioctl-run.h) and the
 * state closes without a leak.  Corpus: test/fuzz/corpus/dof, the images
 * of compiled test programs (written by `fuzz-dof --seeds DIR`).
 */
#include <string.h>

#include "dt_impl.h"
#include "fuzz.h"
#include "ioctl-run.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static void *opt;
	static size_t optsize;
	dtrace_hdl_t *dtp;
	dtrace_enable_t en;
	uint64_t *dof;

	if (opt == NULL && (opt = ioctl_small_options(&optsize)) == NULL)
		abort();
	/* the consumer's images are 8-byte aligned: so is this one */
	if ((dof = malloc(size + 8)) == NULL)
		abort();
	memcpy(dof, data, size);
	dtp = fuzz_open(1);
	if (dt_backend_init(dtp) != 0)
		abort();
	memset(&en, 0, sizeof (en));
	en.dten_dof = (uint64_t)(uintptr_t)dof;
	en.dten_size = size;
	if (dt_ioctl(dtp, DTRACEIOC_ENABLE, &en) == 0)
		(void) ioctl_run(dtp, opt, optsize);
	dtrace_close(dtp);
	free(dof);
	return (0);
}
