/* @@opts: -C */
/*
 * bufpolicy=switch, bufsize=1k: 50 records of 32 bytes from one BEGIN
 * firing: 32 fit, 18 are dropped: 32 + 18 = 50.
 */
#pragma D option quiet
#pragma D option bufsize=1k

#define R1 BEGIN { printf("%d %d\n", (int64_t)i++, (int64_t)0); }
#define R10 R1 R1 R1 R1 R1 R1 R1 R1 R1 R1

R10 R10 R10 R10 R10
tick-500ms { exit(0); }
