/*
 * #line is accepted
 */

#line 100
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
