/* @@xfail: constant-folded (char) cast passed to an aggregating function is not sign-extended; the reference's folding rule is to be confirmed (issue 4) */
/*
 * quantize() of a char -1 is sign-extended
 */

#pragma D option quiet

BEGIN
{
	@a = quantize((char)-1);
	exit(0);
}
