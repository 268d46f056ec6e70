/* END is probe 2 of the dtrace provider */

#pragma D option quiet

BEGIN
{
	exit(0);
}

END
{
	printf("%d %s\n", id, probename);
}
