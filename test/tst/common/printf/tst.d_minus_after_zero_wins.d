/*
 * the reference keeps the last of the - and 0 flags: - after 0 left-justifies
 */

#pragma D option quiet

BEGIN
{
	printf("%0-5d|\n", 42);
	exit(0);
}
