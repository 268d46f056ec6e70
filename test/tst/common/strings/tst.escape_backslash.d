/*
 *
 */

#pragma D option quiet

BEGIN
{
	printf("back\\slash\n");
	exit(0);
}
