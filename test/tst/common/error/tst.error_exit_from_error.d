/* @@exit: 7 */
/*
 * exit() in an ERROR clause ends tracing with its status.
 */
#pragma D option quiet

BEGIN
{
	x = *(int *)0;
}

ERROR
{
	printf("exiting\n");
	exit(7);
}
