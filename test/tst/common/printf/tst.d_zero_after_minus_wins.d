/*
 * the reference keeps the last of the - and 0 flags: 0 after - pads with zeros
 */

#pragma D option quiet

BEGIN
{
	printf("%-05d|\n", 42);
	exit(0);
}
