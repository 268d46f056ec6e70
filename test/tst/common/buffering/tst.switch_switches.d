/* @@opts: -C */
/*
 * bufpolicy=switch: the consumer switches buffers, so a full buffer in
 * BEGIN does not keep later probes from recording.
 */
#pragma D option quiet
#pragma D option bufsize=4k

#define R1 BEGIN { printf("%d %d\n", (int64_t)i++, (int64_t)0); }
#define R10 R1 R1 R1 R1 R1 R1 R1 R1 R1 R1
#define R100 R10 R10 R10 R10 R10 R10 R10 R10 R10 R10

R100 R100
tick-500ms { printf("later\n"); exit(0); }
