/* toupper() of the empty string */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", toupper(""));
	exit(0);
}
