/*
 * the full four-field description of BEGIN
 */

#pragma D option quiet

dtrace:::BEGIN
{
	printf("fired\n");
	exit(0);
}
