/* @@exit: 5 */
/*
 * output traced before exit() is printed
 */

#pragma D option quiet

BEGIN
{
	printf("before\n");
	exit(5);
}
