/* an integer constant makes an int variable */

#pragma D option quiet

BEGIN
{
	x = 1;
	printf("%d\n", sizeof (x));
	exit(0);
}
