/*
 * tid is not zero in BEGIN
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", tid != 0);
	exit(0);
}
