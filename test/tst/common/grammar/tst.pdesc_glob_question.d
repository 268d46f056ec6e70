/*
 * a ? glob in the name
 */

#pragma D option quiet

dtrace:::BEGI?
{
	printf("fired\n");
	exit(0);
}
