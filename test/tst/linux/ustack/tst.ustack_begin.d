/* BEGIN fires in dtrace itself: no user frames are taken */
#pragma D option quiet

BEGIN
{
	ustack();
	printf("|\n");
	exit(0);
}
