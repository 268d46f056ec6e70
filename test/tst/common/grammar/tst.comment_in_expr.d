/*
 * comments may appear inside expressions
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 1 /* one */ + /* two */ 2);
	exit(0);
}
