/* a variable assigned from timestamp is 64-bit */

#pragma D option quiet

BEGIN
{
	x = timestamp;
	printf("%d\n", sizeof (x));
	exit(0);
}
