/*
 * END runs after exit()
 */

#pragma D option quiet

BEGIN
{
	exit(0);
}

END
{
	printf("end\n");
}
