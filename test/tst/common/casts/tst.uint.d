/* the cast (unsigned int)-1 */

#pragma D option quiet

BEGIN
{
	printf("%u\n", (unsigned int)-1);
	exit(0);
}
