/*
 * arg3 of ERROR is the DIF offset of the faulting instruction: known
 * (not -1) for a load.
 */
#pragma D option quiet

BEGIN
{
	x = *(int *)0;
}

ERROR
{
	printf("%s\n", (int)arg3 >= 0 ? "offset known" : "no offset");
}

BEGIN
{
	exit(0);
}
