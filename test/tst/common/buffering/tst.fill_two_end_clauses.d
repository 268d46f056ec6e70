/* @@opts: -C */
/*
 * bufpolicy=fill keeps room for every END clause: 126 records of 32
 * bytes fit beside the two END records, 74 + exit() are dropped:
 * 126 + 75 = 201.
 */
#pragma D option quiet
#pragma D option bufsize=4k
#pragma D option bufpolicy=fill

#define R1 BEGIN { printf("%d %d\n", (int64_t)i++, (int64_t)0); }
#define R10 R1 R1 R1 R1 R1 R1 R1 R1 R1 R1
#define R100 R10 R10 R10 R10 R10 R10 R10 R10 R10 R10

R100 R100
BEGIN { exit(0); }
END { printf("end1\n"); }
END { printf("end2 %d\n", i); }
