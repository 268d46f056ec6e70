/*
 * os/linux/user/dtrace_tracefs.c -- reading the kernel's trace event
 * formats from tracefs (dtrace_tracefs.h).  A format file lists a record's
 * fields, one a line:
 *	field:char prev_comm[16];	offset:8;	size:16;	signed:0;
 *	field:__data_loc char[] filename;	offset:8;	size:4;	signed:0;
 * after the common_* header every event shares.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dtrace_tracefs.h"

const char *
dtrace_tracefs_root(void)
{
	static const char *const roots[] = {
		"/sys/kernel/tracing", "/sys/kernel/debug/tracing",
	};
	char path[64];
	size_t i;

	for (i = 0; i < sizeof (roots) / sizeof (roots[0]); i++) {
		(void) snprintf(path, sizeof (path), "%s/events", roots[i]);
		if (access(path, X_OK) == 0)
			return (roots[i]);
	}
	return (NULL);
}

/* Strip the spaces around @s in place; @s. */
static char *
tracefs_trim(char *s)
{
	size_t n;

	while (*s == ' ' || *s == '\t')
		s++;
	n = strlen(s);
	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		s[--n] = '\0';
	return (s);
}

/*
 * Split declaration @decl ("TYPE NAME", "TYPE NAME[N]", "__data_loc
 * TYPE[] NAME") into @fp's type, name, count and location.  0, or -1.
 */
static int
tracefs_decl(char *decl, dtrace_tpfield_t *fp)
{
	char *name, *br, *type;
	size_t n;

	decl = tracefs_trim(decl);
	if ((name = strrchr(decl, ' ')) == NULL)
		return (-1);
	*name++ = '\0';
	type = tracefs_trim(decl);
	fp->dtf_loc = DTRACE_TPF_INLINE;
	if (strncmp(type, "__data_loc ", 11) == 0) {
		fp->dtf_loc = DTRACE_TPF_DATALOC;
		type = tracefs_trim(type + 11);
	} else if (strncmp(type, "__rel_loc ", 10) == 0) {
		fp->dtf_loc = DTRACE_TPF_RELLOC;
		type = tracefs_trim(type + 10);
	}
	n = strlen(type);
	if (fp->dtf_loc != DTRACE_TPF_INLINE && n >= 2 &&
	    strcmp(type + n - 2, "[]") == 0)
		type[n - 2] = '\0';
	fp->dtf_count = 0;
	if ((br = strchr(name, '[')) != NULL) {
		*br = '\0';
		fp->dtf_count = (uint32_t)strtoul(br + 1, NULL, 0);
		if (fp->dtf_count == 0)		/* a size the format left
						 * symbolic: count bytes */
			fp->dtf_count = fp->dtf_size;
	}
	(void) snprintf(fp->dtf_type, sizeof (fp->dtf_type), "%s",
	    tracefs_trim(type));
	(void) snprintf(fp->dtf_name, sizeof (fp->dtf_name), "%s", name);
	return (fp->dtf_name[0] == '\0' || fp->dtf_type[0] == '\0' ? -1 : 0);
}

int
dtrace_tracefs_format(const char *group, const char *event,
    dtrace_tpfield_t *f, int max, uint32_t *sizep)
{
	const char *root = dtrace_tracefs_root();
	char path[512], line[1024];
	uint32_t end = 0;
	FILE *fp;
	int n = 0;

	if (root == NULL || strchr(group, '/') != NULL ||
	    strchr(event, '/') != NULL)
		return (-1);
	(void) snprintf(path, sizeof (path), "%s/events/%s/%s/format", root,
	    group, event);
	if ((fp = fopen(path, "re")) == NULL)
		return (-1);
	while (fgets(line, sizeof (line), fp) != NULL) {
		char *d = strstr(line, "field:"), *semi, *o, *s, *sg;
		dtrace_tpfield_t fl;

		if (d == NULL || (semi = strchr(d, ';')) == NULL ||
		    (o = strstr(semi, "offset:")) == NULL ||
		    (s = strstr(semi, "size:")) == NULL)
			continue;
		*semi = '\0';
		memset(&fl, 0, sizeof (fl));
		fl.dtf_offset = (uint32_t)strtoul(o + 7, NULL, 10);
		fl.dtf_size = (uint32_t)strtoul(s + 5, NULL, 10);
		fl.dtf_signed = (sg = strstr(semi + 1, "signed:")) != NULL &&
		    strtol(sg + 7, NULL, 10) != 0;
		if (tracefs_decl(d + 6, &fl) != 0)
			continue;
		if (fl.dtf_offset + fl.dtf_size > end)
			end = fl.dtf_offset + fl.dtf_size;
		if (strncmp(fl.dtf_name, "common_", 7) == 0)
			continue;
		if (n < max)
			f[n++] = fl;
	}
	(void) fclose(fp);
	if (sizep != NULL)
		*sizep = end;
	return (n);
}
