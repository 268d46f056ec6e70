/*
 * ++ on a new identifier creates a variable that starts at 0
 */

#pragma D option quiet

BEGIN
{
	n++;
	n++;
	printf("%d\n", n);
	exit(0);
}
