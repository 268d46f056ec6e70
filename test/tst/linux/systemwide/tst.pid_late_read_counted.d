/* @@start: @PROGS@/pidstrings */
/* @@args: @PID@ */
/* @@requires: bpf */
/* @@backend: user */
/* @@stderr: reads of process memory made once drained, after the event (kernel capture took no copy of it) */
/*
 * What a clause reads of a process that kernel capture took no copy of
 * (here copyinstr() of an address the compiler cannot tie to an
 * argument) is read once the event is drained, as it is then: such reads
 * are counted and said at the end (DESIGN.md: read afterwards, and
 * counted), not passed off as the memory at the event.
 */
#pragma D option quiet

int done;

pid$1::name:entry
/!done/
{
	done = 1;
	this->s = copyinstr(arg0 + 0);
	printf("read\n");
	exit(0);
}
