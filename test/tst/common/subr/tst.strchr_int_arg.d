/* strchr() with the character given as an integer */

#pragma D option quiet

BEGIN
{
	printf("%s\n", strchr("a=b", 0x3d));
	exit(0);
}
