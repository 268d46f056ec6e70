/*
 * a glob in the provider
 */

#pragma D option quiet

d*:::BEGIN
{
	printf("fired\n");
	exit(0);
}
