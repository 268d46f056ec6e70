/* the built-in probeprov */

#pragma D option quiet

BEGIN
{
	printf("%s\n", probeprov);
	exit(0);
}
