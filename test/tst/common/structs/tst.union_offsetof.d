/* all union members are at offset 0 */

#pragma D option quiet

union u {
	char c;
	int i;
	long l;
};

BEGIN
{
	printf("%d %d\n", offsetof(union u, i), offsetof(union u, l));
	exit(0);
}
