/* @@opts: -x bufpolicy=ring */
/*
 * -x bufpolicy=ring with room to spare.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}

END
{
	printf("end\n");
}
