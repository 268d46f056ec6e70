/* a character constant has type char */

#pragma D option quiet

BEGIN
{
	printf("%d %d\n", 'A', sizeof ('A'));
	exit(0);
}
