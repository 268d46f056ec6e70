/* the built-in walltimestamp > 1577836800000000000 && walltimestamp < 4102444800000000000 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", walltimestamp > 1577836800000000000 && walltimestamp < 4102444800000000000);
	exit(0);
}
