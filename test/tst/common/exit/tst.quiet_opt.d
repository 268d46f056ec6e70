/* @@opts: -q */
/*
 * with -q only printf output appears
 */

BEGIN
{
	printf("q\n");
	exit(0);
}
