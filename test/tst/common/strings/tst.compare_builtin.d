/*
 * comparing the built-in probename with a literal
 */

#pragma D option quiet

BEGIN
/probename == "BEGIN"/
{
	printf("yes\n");
	exit(0);
}
