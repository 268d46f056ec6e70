/* @@opts: -C */
/*
 * bufpolicy=ring: 300 records of 32 bytes from BEGIN, then exit() (16
 * bytes) from a tick: 4k keeps the 127 newest records and the exit().
 */
#pragma D option quiet
#pragma D option bufsize=4k
#pragma D option bufpolicy=ring

#define R1 BEGIN { printf("%d %d\n", (int64_t)i++, (int64_t)0); }
#define R10 R1 R1 R1 R1 R1 R1 R1 R1 R1 R1
#define R100 R10 R10 R10 R10 R10 R10 R10 R10 R10 R10

R100 R100 R100
tick-10ms { exit(0); }
