/*
 * lib/libdtrace/dt_error.c -- libdtrace's error numbers and texts: one table
 * of the library's EDT_* codes with the messages the reference prints, the
 * errno fallback, and the names of probe-context faults.
 *
 * Where it sits: every libdtrace entry point that fails records an errno or
 * EDT_* value on the handle (dt_set_errno); dtrace(1) prints it through
 * dtrace_errmsg() after its own "dtrace: failed to ..." prefix.  Faults
 * (DTRACEFLT_*) arrive in records of the library's ERROR enabling and are
 * named by dtrace_faultstr() in the error message (dt_handle.c).
 *
 * Invariants: every EDT_* code below EDT_MAX has exactly one row; an
 * EDT_COMPILER error prints the compiler's message (dt_errmsg) instead.
 */
#include <string.h>

#include "dt_impl.h"

static const struct {
	int err;
	const char *msg;
} dt_errtab[] = {
	{ EDT_VERSION, "Client requested version newer than library" },
	{ EDT_COMPILER, "Error in D program compilation" },
	{ EDT_NOMEM, "Memory allocation failure" },
	{ EDT_BADOPTNAME, "Invalid option name" },
	{ EDT_BADOPTVAL, "Invalid value for specified option" },
	{ EDT_BADOPTCTX, "Option cannot be used from within a D program" },
	{ EDT_NOPROBE, "No probe matches description" },
	{ EDT_DIFINVAL, "DIF program content is invalid" },
	{ EDT_DOFINVAL, "DOF program content is invalid" },
	{ EDT_BADSPEC, "Overspecified probe description" },
	{ EDT_ENABLING_ERR, "Failed to enable probe" },
	{ EDT_NOSCRATCH, "Insufficient scratch space" },
	{ EDT_BADID, "Unknown probe identifier" },
	{ EDT_DESTRUCTIVE, "Destructive actions not allowed" },
	{ EDT_DATAMODEL, "Module and program data models do not match" },
	{ EDT_BADRVAL, "Invalid return value from callback" },
	{ EDT_VERSINVAL, "Version is not properly formatted or is too large" },
	{ EDT_VERSUNDEF, "Requested version is not supported by compiler" },
	{ EDT_CTF, "Unexpected libctf error" },
	{ EDT_NOREG, "Insufficient registers to generate code" },
	{ EDT_NOTUPREG, "Insufficient tuple registers to generate code" },
	{ EDT_INT2BIG, "Integer constant table limit exceeded" },
	{ EDT_STR2BIG, "String constant table limit exceeded" },
	{ EDT_NOMOD, "Unknown module name" },
	{ EDT_NOPROV, "Unknown provider name" },
	{ EDT_NOSYM, "Unknown symbol name" },
	{ EDT_NOTYPE, "Unknown type name" },
	{ EDT_NOVAR, "Unknown variable name" },
	{ EDT_NOAGG, "Unknown aggregation name" },
	{ EDT_BADAGG, "Unknown aggregating action" },
	{ EDT_FIO, "Error occurred while reading from input stream" },
	{ EDT_DIFSIZE, "DIF program exceeds maximum program size" },
	{ EDT_DIFFAULT, "DIF program contains invalid pointer" },
	{ EDT_BADPROBE, "Invalid probe specification" },
	{ EDT_BADPGLOB, "Probe description has too many globbing characters" },
	{ EDT_DMISMATCH, "Data record list does not match statement" },
	{ EDT_DOFFSET, "Data record offset exceeds buffer boundary" },
	{ EDT_DALIGN, "Data record has inappropriate alignment" },
	{ EDT_CPPFORK, "Failed to fork preprocessor" },
	{ EDT_CPPEXEC, "Failed to exec preprocessor" },
	{ EDT_CPPENT, "Preprocessor not found" },
	{ EDT_CPPERR, "Preprocessor failed to process input program" },
	{ EDT_ACTIVE, "Operation illegal when tracing is active" },
	{ EDT_BADCONV, "Incomplete printf conversion" },
	{ EDT_BADERROR, "Invalid library ERROR action" },
	{ EDT_ERRABORT, "Abort due to error" },
	{ EDT_DROPABORT, "Abort due to drop" },
	{ EDT_DIRABORT, "Abort explicitly directed" },
	{ EDT_BUFTOOSMALL, "Enabling exceeds size of buffer" },
	{ EDT_ACCESS, "DTrace requires additional privileges" },
	{ EDT_GNOENT, "DTrace device not available on system" },
	{ EDT_BRICKED, "Abort due to systemic unresponsiveness" },
	{ EDT_NOBACKEND, "No DTrace backend available (neither the device nor "
	    "the user host)" },
	{ EDT_NOCAPTURE, "Kernel capture (BPF) is not available" },
	{ EDT_LATEACT, "Action would act after its event (kernel capture)" },
	{ EDT_UNSUPPORTED, "Feature not supported by this implementation yet" },
	{ EDT_ENDTOOBIG, "END enablings exceed size of principal buffer" },
	{ EDT_UNSTABLE, "Description matched an unstable set of probes" },
	{ EDT_NOANON,	"No anonymous tracing state" },
	{ EDT_ISANON,	"Can't claim anonymous state and enable probes" },
	{ EDT_NOILP32,	"The 32-bit data model (-32) is not supported: D "
	    "programs are compiled for LP64 only" },
};

/**
 * dtrace_errmsg - the message for library error @error: the compiler's
 * message for EDT_COMPILER (when @dtp has one), the reference's text for
 * other EDT_* codes, strerror() for errno values.  Never returns NULL.
 * (libdtrace(3LIB) dtrace_errmsg.)
 */
const char *
dtrace_errmsg(dtrace_hdl_t *dtp, int error)
{
	size_t i;

	if (error == EDT_COMPILER && dtp != NULL && dtp->dt_errmsg[0] != '\0')
		return (dtp->dt_errmsg);

	if (error >= EDT_BASE && error < EDT_MAX) {
		for (i = 0; i < sizeof (dt_errtab) / sizeof (dt_errtab[0]); i++) {
			if (dt_errtab[i].err == error)
				return (dt_errtab[i].msg);
		}
		return ("Unknown error");
	}

	return (error == 0 ? "Success" : strerror(error));
}

/**
 * dtrace_errno - the last error recorded on @dtp (errno or EDT_*).
 */
int
dtrace_errno(dtrace_hdl_t *dtp)
{
	return (dtp->dt_errno);
}

/**
 * dt_set_errno - record @err on @dtp; returns -1 for tail calls.
 */
int
dt_set_errno(dtrace_hdl_t *dtp, int err)
{
	dtp->dt_errno = err;
	return (-1);
}

/**
 * dtrace_faultstr - the reference's name of probe-context fault @fault
 * (DTRACEFLT_*), as printed in "dtrace: error on enabled probe ID ...".
 */
const char *
dtrace_faultstr(dtrace_hdl_t *dtp, int fault)
{
	static const struct {
		int code;
		const char *str;
	} faults[] = {
		{ DTRACEFLT_BADADDR, "invalid address" },
		{ DTRACEFLT_BADALIGN, "invalid alignment" },
		{ DTRACEFLT_ILLOP, "illegal operation" },
		{ DTRACEFLT_DIVZERO, "divide-by-zero" },
		{ DTRACEFLT_NOSCRATCH, "out of scratch space" },
		{ DTRACEFLT_KPRIV, "invalid kernel access" },
		{ DTRACEFLT_UPRIV, "invalid user access" },
		{ DTRACEFLT_TUPOFLOW, "tuple stack overflow" },
		{ DTRACEFLT_BADSTACK, "bad stack" },
		{ DTRACEFLT_LIBRARY, "library-level fault" },
	};
	size_t i;

	(void) dtp;
	for (i = 0; i < sizeof (faults) / sizeof (faults[0]); i++) {
		if (faults[i].code == fault)
			return (faults[i].str);
	}
	return ("unknown fault");
}

/**
 * dtrace_errsrc - see dtrace.h: the position of the last compile error,
 * as the compiler recorded it in dt_errlineno / dt_errcol / dt_errsrcline.
 */
int
dtrace_errsrc(dtrace_hdl_t *dtp, const char **linep, int *colp)
{
	if (linep != NULL)
		*linep = dtp->dt_errlineno > 0 ? dtp->dt_errsrcline : NULL;
	if (colp != NULL)
		*colp = dtp->dt_errlineno > 0 ? dtp->dt_errcol : 0;
	return (dtp->dt_errlineno > 0 ? dtp->dt_errlineno : 0);
}
