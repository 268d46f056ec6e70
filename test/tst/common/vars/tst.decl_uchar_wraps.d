/* a declared unsigned char wraps to 0 */

#pragma D option quiet

unsigned char c;

BEGIN
{
	c = 255;
	c++;
	printf("%d\n", c);
	exit(0);
}
