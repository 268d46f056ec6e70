/*
 * An ERROR clause fired from a speculative clause records into the
 * principal buffer at once.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("%d\n", *(int *)0);
}

ERROR
{
	printf("ERROR %d\n", arg2);
}

BEGIN
{
	discard(s);
}

BEGIN
{
	exit(0);
}
