/* @@opts: -C */
/*
 * bufpolicy=fill: 200 records of 32 bytes and exit() from one BEGIN
 * firing into a 4k buffer.  127 fit (4096 less the room kept for END),
 * the other 73 and the exit() record are dropped and reported exactly:
 * printed 127 + dropped 74 = produced 201.  END's record still appears.
 */
#pragma D option quiet
#pragma D option bufsize=4k
#pragma D option bufpolicy=fill

#define R1 BEGIN { printf("%d %d\n", (int64_t)i++, (int64_t)0); }
#define R10 R1 R1 R1 R1 R1 R1 R1 R1 R1 R1
#define R100 R10 R10 R10 R10 R10 R10 R10 R10 R10 R10

R100 R100
BEGIN { exit(0); }
END { printf("end %d\n", i); }
