#!/usr/sbin/dtrace -Cs
/* @@opts: -C */
/*
 * Under -C an interpreter file's "#!" first line is skipped, as the
 * reference does, not handed to cpp (which rejects it); the line numbers
 * stay those of the file (err.D_SYNTAX.interpreter_line.d)
 */

#pragma D option quiet
#define GREETING "hello"

BEGIN
{
	printf("%s %d\n", GREETING, __LINE__);
	exit(0);
}
