/* the cast (unsigned char)-1 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (unsigned char)-1);
	exit(0);
}
