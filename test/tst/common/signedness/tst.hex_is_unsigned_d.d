/*
 * 0xffffffff is unsigned int; %d prints it unsigned
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 0xffffffff);
	exit(0);
}
