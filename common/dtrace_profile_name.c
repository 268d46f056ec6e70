/*
 * common/dtrace_profile_name.c -- the names of the profile provider's
 * probes, shared by both providers (common/dtrace_provider_profile.c in
 * the kernel module, os/linux/user/dtrace_profile.c in the user host):
 * parsing "profile-N[unit]" / "tick-N[unit]", the default probe set,
 * the stability attributes and the argument types.
 * (Dynamic Tracing Guide, "profile Provider".)
 *
 * As the reference: a positive decimal number and an optional unit --
 * ns nsec us usec ms msec s sec m min h hour d day (an interval), or hz
 * or nothing (a rate per second), compared without regard to case.
 * Control path only.
 */
#include "dtrace_impl.h"
#include "dtrace_div64.h"

#define PROF_NANOSEC	1000000000ULL

const uint32_t dtrace_profile_rates[DTRACE_PROFILE_NRATES] = {
	97, 199, 499, 997, 1999, 4001, 4999
};
const uint32_t dtrace_profile_ticks[DTRACE_PROFILE_NTICKS] = {
	1, 10, 100, 500, 1000, 5000
};

static const struct {
	const char *name;
	uint64_t mult;			/* ns per unit; 0: per second (hz) */
} profile_units[] = {
	{ "ns", 1 }, { "nsec", 1 },
	{ "us", 1000 }, { "usec", 1000 },
	{ "ms", 1000000 }, { "msec", 1000000 },
	{ "s", PROF_NANOSEC }, { "sec", PROF_NANOSEC },
	{ "m", 60 * PROF_NANOSEC }, { "min", 60 * PROF_NANOSEC },
	{ "h", 3600 * PROF_NANOSEC }, { "hour", 3600 * PROF_NANOSEC },
	{ "d", 86400 * PROF_NANOSEC }, { "day", 86400 * PROF_NANOSEC },
	{ "hz", 0 },
	{ NULL, 0 }
};

/* ASCII case-insensitive equality (unit names). */
static bool
profile_caseeq(const char *a, const char *b)
{
	for (; *a != '\0' && *b != '\0'; a++, b++) {
		char x = *a >= 'A' && *a <= 'Z' ? (char)(*a - 'A' + 'a') : *a;
		char y = *b >= 'A' && *b <= 'Z' ? (char)(*b - 'A' + 'a') : *b;

		if (x != y)
			return (false);
	}
	return (*a == *b);
}

uint64_t
dtrace_profile_parse(const char *name, int *kindp)
{
	const char *p;
	uint64_t val = 0;
	size_t i;

	if (dtrace_strncmp(name, "profile-", 8) == 0) {
		*kindp = DTRACE_PROFILE_PROFILE;
		p = name + 8;
	} else if (dtrace_strncmp(name, "tick-", 5) == 0) {
		*kindp = DTRACE_PROFILE_TICK;
		p = name + 5;
	} else {
		return (0);
	}
	if (*p < '0' || *p > '9')
		return (0);
	for (; *p >= '0' && *p <= '9'; p++) {
		if (val > (UINT64_MAX - 9) / 10)
			return (0);
		val = val * 10 + (uint64_t)(*p - '0');
	}
	if (val == 0)
		return (0);
	if (*p == '\0')
		return (dtrace_udiv64(PROF_NANOSEC, val));	/* no unit: a rate in Hz */
	for (i = 0; profile_units[i].name != NULL; i++) {
		if (!profile_caseeq(profile_units[i].name, p))
			continue;
		if (profile_units[i].mult == 0)
			return (dtrace_udiv64(PROF_NANOSEC, val));
		if (val > dtrace_udiv64(UINT64_MAX, profile_units[i].mult))
			return (0);
		return (val * profile_units[i].mult);
	}
	return (0);
}

void
dtrace_profile_name(char *buf, size_t len, int kind, uint32_t n)
{
	char digits[12];
	size_t i = 0, o;

	if (len == 0)
		return;
	do {
		digits[i++] = (char)('0' + n % 10);
		n /= 10;
	} while (n != 0);
	o = dtrace_strlcpy(buf, kind == DTRACE_PROFILE_TICK ? "tick-" :
	    "profile-", len);
	if (o >= len)
		o = len - 1;
	while (i > 0 && o + 1 < len)
		buf[o++] = digits[--i];
	buf[o] = '\0';
}

const dtrace_pattr_t dtrace_profile_attr = {
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_COMMON },
	{ DTRACE_STABILITY_UNSTABLE, DTRACE_STABILITY_UNSTABLE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_COMMON },
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_COMMON },
};

void
dtrace_profile_argdesc(int kind, dtrace_argdesc_t *desc)
{
	int n = kind == DTRACE_PROFILE_TICK ? 2 : 3;

	if (desc->dtargd_ndx < 0 || desc->dtargd_ndx >= n) {
		desc->dtargd_ndx = DTRACE_ARGNONE;
		return;
	}
	dtrace_strlcpy(desc->dtargd_native,
	    desc->dtargd_ndx == 2 ? "hrtime_t" : "uintptr_t",
	    sizeof (desc->dtargd_native));
	desc->dtargd_mapping = desc->dtargd_ndx;
}
