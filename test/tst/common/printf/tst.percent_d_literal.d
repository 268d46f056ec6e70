/*
 *
 */

#pragma D option quiet

BEGIN
{
	printf("%%d\n");
	exit(0);
}
