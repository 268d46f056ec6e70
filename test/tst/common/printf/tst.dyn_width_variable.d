/*
 *
 */

#pragma D option quiet

BEGIN
{
	w = 4;
	printf("%*d|\n", w, 1);
	exit(0);
}
