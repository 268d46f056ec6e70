/*
 * an array needs a size or a tuple signature
 */

int a[];

BEGIN
{
	exit(0);
}
