/* @@opts: -C */
/*
 * bufpolicy=fill, bufsize=8k: 300 records of 32 bytes; 255 fit beside
 * END's reserve, 45 + the exit() record are dropped: 255 + 46 = 301.
 */
#pragma D option quiet
#pragma D option bufsize=8k
#pragma D option bufpolicy=fill

#define R1 BEGIN { printf("%d %d\n", (int64_t)i++, (int64_t)0); }
#define R10 R1 R1 R1 R1 R1 R1 R1 R1 R1 R1
#define R100 R10 R10 R10 R10 R10 R10 R10 R10 R10 R10

R100 R100 R100
BEGIN { exit(0); }
END { printf("end %d\n", i); }
