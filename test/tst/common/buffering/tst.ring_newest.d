/* @@opts: -C */
/*
 * bufpolicy=ring: 200 records of 32 bytes, exit() and END into a 4k
 * buffer: the newest records are printed, the oldest overwritten, no
 * drops.
 */
#pragma D option quiet
#pragma D option bufsize=4k
#pragma D option bufpolicy=ring

#define R1 BEGIN { printf("%d %d\n", (int64_t)i++, (int64_t)0); }
#define R10 R1 R1 R1 R1 R1 R1 R1 R1 R1 R1
#define R100 R10 R10 R10 R10 R10 R10 R10 R10 R10 R10

R100 R100
BEGIN { exit(0); }
END { printf("end\n"); }
