/*
 * an array of void
 */

void a[3];

BEGIN
{
	exit(0);
}
