/*
 * #pragma D option bufpolicy=switch is accepted.
 */
#pragma D option bufpolicy=switch
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
