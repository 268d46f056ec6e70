/* @@opts: -C */
/*
 * bufpolicy=fill, bufsize=1k: 50 records of 32 bytes and exit(); END
 * keeps 24 + 8 bytes, so 31 records fit (992 bytes), 19 and the exit()
 * record are dropped: 31 + 20 = 51.
 */
#pragma D option quiet
#pragma D option bufsize=1k
#pragma D option bufpolicy=fill

#define R1 BEGIN { printf("%d %d\n", (int64_t)i++, (int64_t)0); }
#define R10 R1 R1 R1 R1 R1 R1 R1 R1 R1 R1

R10 R10 R10 R10 R10
BEGIN { exit(0); }
END { printf("end %d\n", i); }
