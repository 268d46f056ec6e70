/* a declared unsigned int truncates -1 */

#pragma D option quiet

unsigned int x;

BEGIN
{
	x = -1;
	printf("%u\n", x);
	exit(0);
}
