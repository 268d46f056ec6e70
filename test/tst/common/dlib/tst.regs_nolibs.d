/* @@opts: -x nolibs */
/*
 * without the D library (-x nolibs) uregs[] still takes plain numbers
 */
#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (uregs[16]));
	exit(0);
}
