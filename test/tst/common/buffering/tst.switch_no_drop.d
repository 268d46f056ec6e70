/* @@opts: -C */
/*
 * bufpolicy=switch: exactly 128 records of 32 bytes fill 4k: no drop.
 */
#pragma D option quiet
#pragma D option bufsize=4k

#define R1 BEGIN { printf("%d %d\n", (int64_t)i++, (int64_t)0); }
#define R10 R1 R1 R1 R1 R1 R1 R1 R1 R1 R1
#define R100 R10 R10 R10 R10 R10 R10 R10 R10 R10 R10

R100 R10 R10 R1 R1 R1 R1 R1 R1 R1 R1
tick-500ms { exit(0); }
