/*
 * a multi-line comment hides code
 */

#pragma D option quiet

/*
 * BEGIN { printf("hidden\n"); }
 */
BEGIN
{
	printf("shown\n");
	exit(0);
}
