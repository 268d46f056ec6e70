/*
 * Every probe of the proc, sched and io providers enabled at once while
 * ./sleepprog runs, under panic_on_warn=1: no oops, no WARN, no lockup,
 * the hooks removed afterwards (the boot test goes on with the rest).
 * (io events need not happen meanwhile: they are not printed.)
 * @@backend: kernel
 */
#pragma D option quiet
#pragma D option destructive

BEGIN
{
	system("./sleepprog");
}

proc:::, sched:::, io:::
/probeprov != "io"/
{
	@[probeprov] = max(1);
}

proc:::exit
/execname == "sleepprog"/
{
	exit(0);
}

END
{
	printa("%s %@d\n", @);
}
