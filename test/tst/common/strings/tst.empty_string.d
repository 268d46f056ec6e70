/*
 *
 */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", "");
	exit(0);
}
