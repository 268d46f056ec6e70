/* print() ends no line of its own (as the reference) */

#pragma D option quiet

BEGIN
{
	x = 1;
	print(x);
	printf("|\n");
	exit(0);
}
