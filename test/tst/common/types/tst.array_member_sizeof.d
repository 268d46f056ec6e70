/* sizeof an array type */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (int [10]));
	exit(0);
}
