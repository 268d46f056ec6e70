/* @@opts: -x bufpolicy=switch */
/*
 * -x bufpolicy=switch is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
