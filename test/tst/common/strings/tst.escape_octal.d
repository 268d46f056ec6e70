/*
 *
 */

#pragma D option quiet

BEGIN
{
	printf("\101\102\n");
	exit(0);
}
