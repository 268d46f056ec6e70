/* @@start: @PROGS@/pidstrings */
/* @@args: @PID@ */
/* @@requires: bpf */
/*
 * copyinstr() of a pid probe's argument reads the string as it was when
 * the probe fired, also where the site is a uprobe whose hit is fired
 * once drained (kernel capture: the string is taken with the event): the
 * target overwrites each string as soon as the call returns.
 */
#pragma D option quiet

int ok, bad;

pid$1::name:entry
/copyinstr(arg0) == strjoin("name-", lltostr(arg1))/
{
	ok++;
}

pid$1::name:entry
/copyinstr(arg0) != strjoin("name-", lltostr(arg1))/
{
	bad++;
	printf("call %d read \"%s\"\n", arg1, copyinstr(arg0));
}

pid$1::name:entry
/ok + bad == 200/
{
	printf("%d of 200 read as they were\n", ok);
	exit(0);
}
