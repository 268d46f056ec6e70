/*
 *
 */

#pragma D option quiet

BEGIN
{
	printf("%.*d\n", 4, 7);
	exit(0);
}
