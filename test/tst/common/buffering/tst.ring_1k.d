/* @@opts: -C */
/*
 * bufpolicy=ring, bufsize=1k: of 50 records of 32 bytes and exit() (16
 * bytes), the 31 newest records and the exit() are kept.
 */
#pragma D option quiet
#pragma D option bufsize=1k
#pragma D option bufpolicy=ring

#define R1 BEGIN { printf("%d %d\n", (int64_t)i++, (int64_t)0); }
#define R10 R1 R1 R1 R1 R1 R1 R1 R1 R1 R1

R10 R10 R10 R10 R10
BEGIN { exit(0); }
