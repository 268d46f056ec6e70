/* consecutive print() actions */

#pragma D option quiet

BEGIN
{
	x = 1;
	print(x);
	printf("\n");
	y = 2;
	print(y);
	printf("\n");
	exit(0);
}
