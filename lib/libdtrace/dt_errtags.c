/*
 * lib/libdtrace/dt_errtags.c -- names and descriptions of the D compiler's
 * error tags, generated at compile time from the one table in dt_errtags.h.
 */
#include "dt_errtags.h"

static const struct {
	const char *name;
	const char *desc;
} dt_errtags[] = {
#define DT_ERRTAG_ROW(tag, desc) { #tag, desc },
	DT_ERRTAG_TABLE(DT_ERRTAG_ROW)
#undef DT_ERRTAG_ROW
};

const char *
dt_errtag(dt_errtag_t tag)
{
	if ((unsigned)tag >= sizeof (dt_errtags) / sizeof (dt_errtags[0]))
		return (dt_errtags[D_UNKNOWN].name);
	return (dt_errtags[tag].name);
}

const char *
dt_errtag_desc(dt_errtag_t tag)
{
	if ((unsigned)tag >= sizeof (dt_errtags) / sizeof (dt_errtags[0]))
		return (dt_errtags[D_UNKNOWN].desc);
	return (dt_errtags[tag].desc);
}
