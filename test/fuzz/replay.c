/*
 * test/fuzz/replay.c -- the main() of a fuzzing harness in a plain build:
 * replays files through LLVMFuzzerTestOneInput() and prints TAP.
 *
 * Usage: HARNESS [-v] [-s SUFFIX] PATH...
 * Each PATH is a file or a directory, walked recursively in name order
 * (hidden entries skipped; with -s, in a directory only the files whose
 * names end in SUFFIX); each is one TAP test, "ok" when every input
 * under it ran to its end.  A crash kills the program, so prove reports
 * the missing tests; the input being replayed is printed first on stderr
 * (-v: every input, otherwise only when a sanitizer reports).
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

static int verbose;
static const char *suffix;	/* -s: only these files of a directory */
static const char *current;	/* the input being replayed */

/* AddressSanitizer calls this before its report: name the input. */
void __asan_on_error(void);
void
__asan_on_error(void)
{
	if (current != NULL)
		fprintf(stderr, "replay: while running %s\n", current);
}

/* Read @path whole; NULL with errno on failure. */
static uint8_t *
slurp(const char *path, size_t *sizep)
{
	FILE *fp = fopen(path, "rb");
	uint8_t *buf = NULL;
	size_t size = 0, cap = 0, n;

	if (fp == NULL)
		return (NULL);
	do {
		if (size == cap) {
			uint8_t *nb = realloc(buf, cap = cap ? 2 * cap : 4096);

			if (nb == NULL) {
				free(buf);
				fclose(fp);
				errno = ENOMEM;
				return (NULL);
			}
			buf = nb;
		}
		n = fread(buf + size, 1, cap - size, fp);
		size += n;
	} while (n > 0);
	fclose(fp);
	*sizep = size;
	return (buf);
}

static int
by_name(const struct dirent **a, const struct dirent **b)
{
	return (strcmp((*a)->d_name, (*b)->d_name));
}

/* Replay @path (a file, or a directory recursively); the inputs count. */
static long
replay(const char *path)
{
	struct dirent **ents;
	struct stat st;
	long count = 0;
	int n, i;

	if (stat(path, &st) != 0) {
		fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
		return (-1);
	}
	if (S_ISREG(st.st_mode)) {
		size_t size;
		uint8_t *data = slurp(path, &size);

		if (data == NULL) {
			fprintf(stderr, "replay: %s: %s\n", path,
			    strerror(errno));
			return (-1);
		}
		current = path;
		if (verbose)
			fprintf(stderr, "# %s\n", path);
		(void) LLVMFuzzerTestOneInput(data, size);
		current = NULL;
		free(data);
		return (1);
	}
	if (!S_ISDIR(st.st_mode))
		return (0);
	if ((n = scandir(path, &ents, NULL, by_name)) < 0) {
		fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
		return (-1);
	}
	for (i = 0; i < n; i++) {
		char *sub;
		long c;

		size_t len = strlen(ents[i]->d_name);

		if (ents[i]->d_name[0] == '.' || count < 0 ||
		    (suffix != NULL && ents[i]->d_type == DT_REG &&
		    (len < strlen(suffix) || strcmp(ents[i]->d_name + len -
		    strlen(suffix), suffix) != 0)) ||
		    asprintf(&sub, "%s/%s", path, ents[i]->d_name) < 0) {
			free(ents[i]);
			continue;
		}
		c = replay(sub);
		count = c < 0 ? -1 : count + c;
		free(sub);
		free(ents[i]);
	}
	free(ents);
	return (count);
}

int
main(int argc, char **argv)
{
	int i, first = 1, failed = 0;

	for (;;) {
		if (first < argc && strcmp(argv[first], "-v") == 0) {
			verbose = 1;
			first++;
		} else if (first + 1 < argc && strcmp(argv[first], "-s") == 0) {
			suffix = argv[first + 1];
			first += 2;
		} else {
			break;
		}
	}
	printf("1..%d\n", argc - first);
	for (i = first; i < argc; i++) {
		long n = replay(argv[i]);

		if (n <= 0)
			failed = 1;
		printf("%s %d - %s: %ld inputs replayed\n", n > 0 ? "ok" :
		    "not ok", i - first + 1, argv[i], n < 0 ? 0 : n);
		fflush(stdout);
	}
	return (failed);
}
