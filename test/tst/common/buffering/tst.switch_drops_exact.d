/* @@opts: -C */
/*
 * bufpolicy=switch: 200 records of 32 bytes from one BEGIN firing into a
 * 4k buffer: 128 fit, 72 are dropped and reported: 128 + 72 = 200.
 */
#pragma D option quiet
#pragma D option bufsize=4k

#define R1 BEGIN { printf("%d %d\n", (int64_t)i++, (int64_t)0); }
#define R10 R1 R1 R1 R1 R1 R1 R1 R1 R1 R1
#define R100 R10 R10 R10 R10 R10 R10 R10 R10 R10 R10

R100 R100
tick-500ms { exit(0); }
