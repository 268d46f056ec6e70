/* walltimestamp grows across tick firings */

#pragma D option quiet

profile:::tick-10ms
/w == 0/
{
	w = walltimestamp;
}

profile:::tick-10ms
/w != 0 && walltimestamp > w/
{
	printf("ok\n");
	exit(0);
}
