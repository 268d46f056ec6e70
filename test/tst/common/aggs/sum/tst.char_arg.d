/* @@xfail: constant-folded (char) cast passed to an aggregating function is not sign-extended; the reference's folding rule is to be confirmed (issue 4) */
/*
 * sum() of a char -1 is sign-extended
 */

#pragma D option quiet

BEGIN
{
	@a = sum((char)-1);
	exit(0);
}
