/* a profile probe has an ID of its own, after the dtrace provider's three */

#pragma D option quiet

profile:::tick-10ms
{
	printf("%d\n", id > 3);
	exit(0);
}
