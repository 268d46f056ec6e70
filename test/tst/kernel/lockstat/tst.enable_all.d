/*
 * Every lockstat probe enabled at once while ./lockprog makes threads
 * contend for a pipe, under panic_on_warn=1: no oops, no WARN, no lockup,
 * the hooks removed afterwards.  Every firing has a lock (args[0]) and
 * rw-spin's args[2] is 0 or 1; whether a wait happens at all is up to the
 * scheduler, so only these are checked.
 * @@backend: kernel
 */
#pragma D option quiet
#pragma D option destructive

BEGIN
{
	bad = 0;
	system("./lockprog");
}

lockstat:::
{
	bad += arg0 == 0;
}

lockstat:::rw-spin
{
	bad += arg2 != 0 && arg2 != 1;
}

proc:::exit
/execname == "lockprog"/
{
	exit(0);
}

END
{
	printf("bad %d\n", bad);
}
