/*
 * sum() of an unsigned char 255 is 255
 */

#pragma D option quiet

BEGIN
{
	@a = sum((unsigned char)255);
	exit(0);
}
