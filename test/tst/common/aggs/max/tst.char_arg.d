/*
 * max() of a char argument is sign-extended
 */

#pragma D option quiet

BEGIN
{
	@a = max((char)-128);
	@a = max((unsigned char)255);
	exit(0);
}
