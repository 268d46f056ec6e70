/*
 *
 */

#pragma D option quiet

BEGIN
{
	u = (unsigned char)255;
	printf("%d\n", u);
	exit(0);
}
