/*
 * sum() of the constant (char)-1: as the reference folds a cast of an integer
 * constant to a narrower type, the value keeps the low bytes and is not
 * sign-extended ((char)-1 is 255, (char)-128 is 128)
 */

#pragma D option quiet

BEGIN
{
	@a = sum((char)-1);
	exit(0);
}
