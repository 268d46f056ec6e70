/*
 * the D namespace also sees the C intrinsics (D`int, D`short)
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d\n", sizeof (D`int), sizeof (D`short));
	exit(0);
}
