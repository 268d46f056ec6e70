/*
 * min() of constant char casts: as the reference folds a cast of an integer
 * constant to a narrower type, the value keeps the low bytes and is not
 * sign-extended ((char)-1 is 255, (char)-128 is 128)
 */

#pragma D option quiet

BEGIN
{
	@a = min((char)-128);
	@a = min((unsigned char)255);
	exit(0);
}
