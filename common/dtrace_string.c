/*
 * common/dtrace_string.c -- freestanding string and memory helpers for the
 * framework (the framework may call no libc function), and the probe name
 * glob matcher used by DTRACEIOC_PROBEMATCH and enablings.
 *
 * Where it sits: called from the control path (registry, DOF loading,
 * ioctls) and, for the memory helpers, from probe context.  All functions
 * are reentrant, never allocate (except dtrace_strdup, control path only),
 * and never recurse.
 */
#include "dtrace_impl.h"

size_t
dtrace_strlen(const char *s)
{
	size_t n = 0;

	while (s[n] != '\0')
		n++;
	return (n);
}

size_t
dtrace_strnlen(const char *s, size_t max)
{
	size_t n = 0;

	while (n < max && s[n] != '\0')
		n++;
	return (n);
}

int
dtrace_strcmp(const char *a, const char *b)
{
	const unsigned char *x = (const unsigned char *)a;
	const unsigned char *y = (const unsigned char *)b;

	while (*x != '\0' && *x == *y) {
		x++;
		y++;
	}
	return ((int)*x - (int)*y);
}

int
dtrace_strncmp(const char *a, const char *b, size_t n)
{
	const unsigned char *x = (const unsigned char *)a;
	const unsigned char *y = (const unsigned char *)b;

	for (; n > 0; n--, x++, y++) {
		if (*x != *y)
			return ((int)*x - (int)*y);
		if (*x == '\0')
			break;
	}
	return (0);
}

size_t
dtrace_strlcpy(char *dst, const char *src, size_t size)
{
	size_t len = dtrace_strlen(src);
	size_t n = len;

	if (size == 0)
		return (len);
	if (n > size - 1)
		n = size - 1;
	dtrace_memcpy(dst, src, n);
	dst[n] = '\0';
	return (len);
}

void *
dtrace_memcpy(void *dst, const void *src, size_t len)
{
	char *d = dst;
	const char *s = src;

	if (((uintptr_t)d & 7) == 0 && ((uintptr_t)s & 7) == 0) {
		while (len >= 8) {
			*(uint64_t *)(void *)d = *(const uint64_t *)(const void *)s;
			d += 8;
			s += 8;
			len -= 8;
		}
	}
	while (len-- > 0)
		*d++ = *s++;
	return (dst);
}

void *
dtrace_memset(void *dst, int c, size_t len)
{
	unsigned char *d = dst;

	while (len-- > 0)
		*d++ = (unsigned char)c;
	return (dst);
}

void
dtrace_bzero(void *dst, size_t len)
{
	char *d = dst;

	/* bytes up to an 8-byte boundary, then words */
	while (len > 0 && ((uintptr_t)d & 7) != 0) {
		*d++ = 0;
		len--;
	}
	while (len >= 8) {
		*(uint64_t *)(void *)d = 0;
		d += 8;
		len -= 8;
	}
	while (len-- > 0)
		*d++ = 0;
}

int
dtrace_memcmp(const void *a, const void *b, size_t len)
{
	const unsigned char *x = a, *y = b;

	for (; len > 0; len--, x++, y++) {
		if (*x != *y)
			return ((int)*x - (int)*y);
	}
	return (0);
}

char *
dtrace_strdup(const char *s)
{
	size_t len = dtrace_strlen(s) + 1;
	char *p = dtrace_os_alloc(len);

	if (p != NULL)
		dtrace_memcpy(p, s, len);
	return (p);
}

void
dtrace_strfree(char *s)
{
	if (s != NULL)
		dtrace_os_free(s, dtrace_strlen(s) + 1);
}

bool
dtrace_is_glob(const char *p)
{
	for (; *p != '\0'; p++) {
		if (*p == '*' || *p == '?' || *p == '[' || *p == '\\')
			return (true);
	}
	return (false);
}

/*
 * Match one bracket expression starting at @p (just after '[') against
 * character @c.  Returns the position after the closing ']' and sets
 * *@ok, or NULL if the class is not terminated (then '[' is literal).
 */
static const char *
glob_class(const char *p, unsigned char c, bool *ok)
{
	bool neg = false, hit = false;
	unsigned char lo, hi;

	if (*p == '!') {
		neg = true;
		p++;
	}
	if (*p == ']') {	/* a leading ']' is a member */
		hit = (c == ']');
		p++;
	}
	while (*p != ']') {
		if (*p == '\0')
			return (NULL);
		if (*p == '\\' && p[1] != '\0')
			p++;
		lo = (unsigned char)*p++;
		hi = lo;
		if (*p == '-' && p[1] != ']' && p[1] != '\0') {
			p++;
			if (*p == '\\' && p[1] != '\0')
				p++;
			hi = (unsigned char)*p++;
		}
		if (c >= lo && c <= hi)
			hit = true;
	}
	*ok = (hit != neg);
	return (p + 1);
}

bool
dtrace_match_glob(const char *s, const char *p)
{
	const char *star_p = NULL, *star_s = NULL;

	if (*p == '\0')
		return (true);

	for (;;) {
		bool ok = false;
		const char *np;

		switch (*p) {
		case '\0':
			if (*s == '\0')
				return (true);
			goto backtrack;
		case '*':
			while (*p == '*')
				p++;
			if (*p == '\0')
				return (true);
			star_p = p;
			star_s = s;
			continue;
		case '?':
			if (*s == '\0')
				return (false);
			p++;
			s++;
			continue;
		case '[':
			if (*s == '\0')
				return (false);
			np = glob_class(p + 1, (unsigned char)*s, &ok);
			if (np == NULL) {	/* unterminated: literal '[' */
				if (*s != '[')
					goto backtrack;
				p++;
				s++;
				continue;
			}
			if (!ok)
				goto backtrack;
			p = np;
			s++;
			continue;
		case '\\':
			if (p[1] != '\0')
				p++;
			/* FALLTHROUGH */
		default:
			if (*s == '\0' || *s != *p)
				goto backtrack;
			p++;
			s++;
			continue;
		}
backtrack:
		if (star_p == NULL || *star_s == '\0')
			return (false);
		star_s++;
		s = star_s;
		p = star_p;
	}
}
