/*
 * lib/libdtrace/dt_subr.c -- small helpers shared by the consumer side of
 * libdtrace: time, output, whole-file reads, names of stability levels
 * and dependency classes, the version string, and in-place edits of DOF
 * images.
 *
 * Where it sits: below dt_consume.c, dt_work.c, dt_handle.c and the
 * dtrace(1) command; nothing here talks to the framework.
 *
 * Invariants: dt_printf() is the single place where trace output is
 * written, so a write error is always turned into a library error.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "dt_impl.h"

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "0.1.0"
#endif

const char *
dt_tmpdir(void)
{
	const char *dir = getenv("TMPDIR");

	return (dir != NULL && *dir != '\0' ? dir : "/tmp");
}

char *
dt_read_fd(int fd, size_t max, size_t *lenp)
{
	size_t cap = 4096, len = 0;
	char *buf = NULL, *nb;
	ssize_t n;

	for (;;) {
		if (buf == NULL || len + 1 >= cap) {
			if (buf != NULL)
				cap *= 2;
			if (cap > max + 1) {
				free(buf);
				errno = EFBIG;
				return (NULL);
			}
			if ((nb = realloc(buf, cap)) == NULL) {
				free(buf);
				errno = ENOMEM;
				return (NULL);
			}
			buf = nb;
		}
		n = read(fd, buf + len, cap - len - 1);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			free(buf);
			return (NULL);
		}
		if (n == 0)
			break;
		len += (size_t)n;
	}
	buf[len] = '\0';
	*lenp = len;
	return (buf);
}

char *
dt_read_file(const char *path, size_t max, size_t *lenp)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC), err;
	char *buf;

	if (fd < 0)
		return (NULL);
	buf = dt_read_fd(fd, max, lenp);
	err = errno;
	close(fd);
	errno = err;
	return (buf);
}

uint64_t
dt_gethrtime(void)
{
	struct timespec ts;

	(void) clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec);
}

int
dt_printf(dtrace_hdl_t *dtp, FILE *fp, const char *format, ...)
{
	va_list ap;
	int n;

	if (fp == NULL) {
		char *str;

		/* output to no stream: the buffered handler's, if any */
		if (dtp == NULL || dtp->dt_bufhdlr == NULL)
			return (0);
		va_start(ap, format);
		n = vasprintf(&str, format, ap);
		va_end(ap);
		if (n < 0)
			return (dt_set_errno(dtp, EDT_NOMEM));
		if (dt_buffered(dtp, str) != 0)
			n = -1;
		free(str);
		return (n);
	}

	va_start(ap, format);
	n = vfprintf(fp, format, ap);
	va_end(ap);

	if (n < 0) {
		(void) dt_set_errno(dtp, errno ? errno : EDT_FIO);
		return (-1);
	}
	return (n);
}

/**
 * dtrace_stability_name - the Dynamic Tracing Guide's name of stability
 * level @s ("Internal" .. "Standard"), as dtrace -v prints it.
 */
const char *
dtrace_stability_name(dtrace_stability_t s)
{
	static const char *const names[] = {
		"Internal", "Private", "Obsolete", "External",
		"Unstable", "Evolving", "Stable", "Standard"
	};

	return (s <= DTRACE_STABILITY_MAX ? names[s] : NULL);
}

/**
 * dtrace_class_name - the name of dependency class @c ("Unknown" ..
 * "Common"), as dtrace -v prints it.
 */
const char *
dtrace_class_name(dtrace_class_t c)
{
	static const char *const names[] = {
		"Unknown", "CPU", "Platform", "Group", "ISA", "Common"
	};

	return (c <= DTRACE_CLASS_MAX ? names[c] : NULL);
}

/**
 * dtrace_version_string - the text dtrace -V prints after "dtrace: ".
 * It names this implementation and the D language version it follows.
 */
const char *
dtrace_version_string(void)
{
	return ("Portable DTrace " PACKAGE_VERSION " (D 1.13)");
}

void
dt_dof_set_uarg(void *dof, size_t size, uint64_t uarg)
{
	dof_hdr_t *hdr = dof;
	uint32_t i;

	if (dof == NULL || size < sizeof (dof_hdr_t) ||
	    hdr->dofh_secoff + (uint64_t)hdr->dofh_secnum *
	    hdr->dofh_secsize > size)
		return;

	for (i = 0; i < hdr->dofh_secnum; i++) {
		dof_sec_t *sec = (dof_sec_t *)((char *)dof + hdr->dofh_secoff +
		    (uint64_t)i * hdr->dofh_secsize);
		dof_ecbdesc_t *ecb;

		if (sec->dofs_type != DOF_SECT_ECBDESC ||
		    sec->dofs_offset + sizeof (dof_ecbdesc_t) > size)
			continue;
		ecb = (dof_ecbdesc_t *)((char *)dof + sec->dofs_offset);
		ecb->dofe_uarg = uarg;
	}
}

/*
 * dtrace_program_probes - walk the ECB descriptions of @pgp's DOF image
 * and hand each probe description to @func (dtrace -l lists the probes a
 * program's clauses match this way).
 */
int
dtrace_program_probes(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    int (*func)(dtrace_hdl_t *, const dtrace_probedesc_t *, void *),
    void *arg)
{
	const char *dof = pgp->dp_dof;
	const dof_hdr_t *hdr = pgp->dp_dof;
	size_t size = pgp->dp_dofsize;
	uint32_t i;
	int rv;

	if (dof == NULL || size < sizeof (dof_hdr_t) ||
	    hdr->dofh_secoff + (uint64_t)hdr->dofh_secnum *
	    hdr->dofh_secsize > size)
		return (dt_set_errno(dtp, EDT_DOFINVAL));

	for (i = 0; i < hdr->dofh_secnum; i++) {
		const dof_sec_t *sec = (const dof_sec_t *)(dof +
		    hdr->dofh_secoff + (uint64_t)i * hdr->dofh_secsize);
		const dof_sec_t *psec, *ssec;
		const dof_ecbdesc_t *ecb;
		const dof_probedesc_t *pd;
		dtrace_probedesc_t desc;
		const char *strs;

		if (sec->dofs_type != DOF_SECT_ECBDESC ||
		    sec->dofs_offset + sizeof (dof_ecbdesc_t) > size)
			continue;
		ecb = (const dof_ecbdesc_t *)(dof + sec->dofs_offset);
		if (ecb->dofe_probes >= hdr->dofh_secnum)
			continue;
		psec = (const dof_sec_t *)(dof + hdr->dofh_secoff +
		    (uint64_t)ecb->dofe_probes * hdr->dofh_secsize);
		if (psec->dofs_offset + sizeof (dof_probedesc_t) > size)
			continue;
		pd = (const dof_probedesc_t *)(dof + psec->dofs_offset);
		if (pd->dofp_strtab >= hdr->dofh_secnum)
			continue;
		ssec = (const dof_sec_t *)(dof + hdr->dofh_secoff +
		    (uint64_t)pd->dofp_strtab * hdr->dofh_secsize);
		if (ssec->dofs_offset + ssec->dofs_size > size ||
		    ssec->dofs_size == 0)
			continue;
		strs = dof + ssec->dofs_offset;

		memset(&desc, 0, sizeof (desc));
		desc.dtpd_id = pd->dofp_id;
#define	DT_DOFSTR(field, idx) do {					\
		if ((idx) < ssec->dofs_size)					\
			(void) snprintf(desc.field, sizeof (desc.field), "%.*s", \
			    (int)(ssec->dofs_size - (idx)), strs + (idx));	\
	} while (0)
		DT_DOFSTR(dtpd_provider, pd->dofp_provider);
		DT_DOFSTR(dtpd_mod, pd->dofp_mod);
		DT_DOFSTR(dtpd_func, pd->dofp_func);
		DT_DOFSTR(dtpd_name, pd->dofp_name);
#undef DT_DOFSTR
		if ((rv = func(dtp, &desc, arg)) != 0)
			return (rv);
	}
	return (0);
}
