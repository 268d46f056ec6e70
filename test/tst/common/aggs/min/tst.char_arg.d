/* @@xfail: constant-folded (char) cast passed to an aggregating function is not sign-extended; the reference's folding rule is to be confirmed (issue 4) */
/*
 * min() of a char argument is sign-extended
 */

#pragma D option quiet

BEGIN
{
	@a = min((char)-128);
	@a = min((unsigned char)255);
	exit(0);
}
