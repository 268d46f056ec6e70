/* rand() returns an int */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (rand()));
	exit(0);
}
