/*
 * a * glob in the name
 */

#pragma D option quiet

dtrace:::BEG*
{
	printf("fired\n");
	exit(0);
}
